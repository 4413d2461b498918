import { sql, type Migration } from 'kysely';

/**
 * Cash boxes by role (issue 36, common/kas.ts): `kas.jenis` was `tunai` or `bank`, and a cash box with a holder was
 * taken for a salesperson's cash in hand, so Kas Besar and Kas Kecil, which have holders too, could not pay a BOP
 * advance. Each `tunai` box becomes: `kas_sales` when its holder signs in at the Sales level (the boxes sales and
 * collections fill); `kas_besar` when its account is the company's cash account of the settings; else `kas_kecil`.
 * Banks stay `bank`. An admin corrects a box the rule misreads in Kas & Bank.
 */
export const kasJenis: Migration = {
  async up(db) {
    await sql`update kas set jenis = 'kas_sales' where jenis = 'tunai' and karyawan_id in (
      select u.karyawan_id from users u inner join level l on l.id = u.level_id
      where u.karyawan_id is not null and u.deleted_at is null and lower(trim(l.nama_level)) = 'sales')`.execute(db);
    await sql`update kas set jenis = 'kas_besar' where jenis = 'tunai' and akun_id in (select akun_kas_id from setting where akun_kas_id is not null)`.execute(db);
    await sql`update kas set jenis = 'kas_kecil' where jenis = 'tunai'`.execute(db);
  },
};
