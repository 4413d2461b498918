import { resolve } from 'node:path';
import { openDatabase, sqliteFileOf } from './connection.js';
import { backupDatabase, restoreDatabase } from './backup.js';

/**
 * `node dist/server/main.js backup [folder]` (npm run backup): a backup of DATABASE_URL into a new folder under
 * `folder` (NIAGA_BACKUP_DIR, else ./backup). `… restore <backup folder>` (npm run restore): into DATABASE_URL,
 * which must be a new SQLite file or an empty PostgreSQL database. Answers the exit code.
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], env = process.env): Promise<number> {
  const url = env.DATABASE_URL;
  try {
    if (command === 'backup') {
      const database = openDatabase(url);
      try {
        const { dir, manifest } = await backupDatabase(database, resolve(args[0] ?? env.NIAGA_BACKUP_DIR ?? 'backup'));
        const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
        console.log(`Cadangan ${database.kind} tersimpan di ${dir} (${Object.keys(manifest.counts).length} tabel, ${rows} baris).`);
        return 0;
      } finally {
        await database.close();
      }
    }
    if (!args[0]) {
      console.error('Sebutkan folder cadangan: npm run restore -- backup/niaga-20260101-020000');
      return 2;
    }
    const file = sqliteFileOf(url);
    const target = file === null ? openDatabase(url) : { sqliteFile: file };
    try {
      const report = await restoreDatabase(resolve(args[0]), target, () => openDatabase(url));
      for (const m of report.mismatches) console.error(`Jumlah baris berbeda: ${m}`);
      for (const c of report.integrity.checks.filter((x) => !x.ok)) console.error(`Integritas: ${JSON.stringify(c)}`);
      const rows = Object.values(report.counts).reduce((a, b) => a + b, 0);
      console.log(report.ok
        ? `Pemulihan selesai: ${Object.keys(report.counts).length} tabel, ${rows} baris sama dengan cadangan ${report.manifest.created_at}; integritas ok.`
        : 'Pemulihan selesai tetapi pemeriksaan gagal (lihat di atas).');
      return report.ok ? 0 : 1;
    } finally {
      if ('close' in target) await target.close();
    }
  } catch (error) {
    console.error(String((error as Error)?.message ?? error));
    return 1;
  }
}
