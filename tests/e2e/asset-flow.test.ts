import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Procurement = { id: number; nomor: string; status: string; total: number; unit_diterima: number };
type Asset = { id: number; kode: string; nama: string; status: string; harga_perolehan: number };

describe('fixed assets in the browser (issue 15): procurement → approval → QR label → audit by code → disposal', () => {
  it('the asset admin submits, the GM approves and receives the line, the admin prints the label, finds it by code in an audit, and finance posts its loss', async () => {
    let s = await session.as('aset');
    await session.page.goto(`${session.app.url}/asset-pengadaan/create`);
    await s.main.getByRole('heading', { name: 'Tambah Pengadaan Aset' }).waitFor();
    await s.field('Pemasok / Toko').fill('CV Uji Peramban');
    await s.pick('Dibayar dari / Akun Lawan', 'Bank BCA');
    await s.button('Tambah').click();
    await s.pick('Kategori', 'Peralatan Elektronik');
    await s.field('Nama Aset').fill('Tablet Stok Opname');
    await s.field('Jumlah Unit').fill('1');
    await s.field('Harga per Unit').fill('4500000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: [doc] } = await session.api<{ data: Procurement[] }>('/asset-pengadaan?status=diajukan&sort=id&order=DESC&perPage=1');
    expect(doc).toMatchObject({ status: 'diajukan', total: 4_500_000 });

    s = await session.as('gm');
    await session.page.goto(`${session.app.url}/asset-pengadaan/${doc.id}/show`);
    await s.main.getByRole('button', { name: 'Setujui Pengadaan', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Setujui Pengadaan', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Disetujui');
    await s.main.getByRole('button', { name: /Terima 1 × Tablet Stok Opname/ }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: [made] } = await session.api<{ data: Asset[] }>(`/asset?asset_pengadaan_id=${doc.id}`);
    expect(made).toMatchObject({ nama: 'Tablet Stok Opname', status: 'aktif', harga_perolehan: 4_500_000 });
    expect(made.kode).toMatch(/^ELK-\d{4}$/);

    s = await session.as('aset');
    await session.page.goto(`${session.app.url}/asset/qr-code/${made.id}`);
    await s.main.getByRole('img', { name: `Kode QR aset ${made.kode}` }).waitFor();
    const [file] = await Promise.all([session.page.waitForEvent('download'), s.button('Cetak Label QR').click()]);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(made.kode);
    expect(text).toContain('Tablet Stok Opname');
    expect(await englishOn(session.page)).toEqual([]);

    // Finding it by the code on its label.
    await session.page.goto(`${session.app.url}/asset`);
    await s.search.fill(made.kode);
    await s.waitForRowCount(1);
    await s.row(new RegExp(made.kode)).getByText('Tablet Stok Opname').waitFor();

    // An audit of the first floor finds it by its code typed in (it is registered elsewhere: added as found), then finishes.
    await session.page.goto(`${session.app.url}/asset-audit/create`);
    await s.main.getByRole('heading', { name: 'Tambah Audit Aset' }).waitFor();
    await s.pick('Blok Diaudit', 'Kantor Pusat Lantai 1');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: [opened] } = await session.api<{ data: Array<{ id: number; status: string; jumlah_aset: number }> }>('/asset-audit?status=berjalan&sort=id&order=DESC&perPage=1');
    await session.page.goto(`${session.app.url}/asset-audit/${opened.id}/show`);
    await s.field('Kode Aset').fill(made.kode.toLowerCase());
    await s.button('Ditemukan').click();
    await s.main.getByRole('status').filter({ hasText: `${made.kode}: ditemukan` }).waitFor();
    await s.main.getByRole('button', { name: 'Selesaikan Audit', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Selesaikan Audit', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: done } = await session.api<{ data: { status: string; ditemukan: number; jumlah_aset: number } }>(`/asset-audit/${opened.id}`);
    expect(done).toMatchObject({ status: 'selesai', ditemukan: 1, jumlah_aset: opened.jumlah_aset + 1 });
    const { data: audited } = await session.api<{ data: { tanggal_audit_terakhir: string | null } }>(`/asset/${made.id}`);
    expect(audited.tanggal_audit_terakhir).not.toBeNull();

    // Lost soon after: the asset admin drafts the disposal from SPEC's /asset-disposal/hilang/add, finance posts it.
    await session.page.goto(`${session.app.url}/asset-disposal/hilang/add`);
    await s.main.getByRole('heading', { name: 'Tambah Disposal Aset' }).waitFor();
    // SPEC's kind path starts the form on its kind.
    await poll(() => s.main.getByRole('combobox', { name: /^Jenis Disposal/ }).innerText()).toContain('Hilang');
    await s.field('Alasan / Kronologi').fill('Tertinggal di angkutan umum saat stok opname');
    await s.button('Tambah').click();
    await s.pick('Aset', 'Tablet Stok Opname');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: [draft] } = await session.api<{ data: Array<{ id: number; status: string; jenis: number }> }>('/asset-disposal?status=draft&sort=id&order=DESC&perPage=1');
    expect(draft).toMatchObject({ jenis: 1 });

    s = await session.as('finance');
    await session.page.goto(`${session.app.url}/asset-disposal/${draft.id}/show`);
    await s.main.getByRole('button', { name: 'Posting Disposal', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Posting Disposal', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Diposting');
    const { data: lost } = await session.api<{ data: Asset & { nilai_buku: number } }>(`/asset/${made.id}`);
    expect(lost.status).toBe('hilang');
    const [ba] = await Promise.all([session.page.waitForEvent('download'), s.button('Cetak Berita Acara').click()]);
    expect(await pdfText(readFileSync(await ba.path()))).toContain('BERITA ACARA DISPOSAL ASET HILANG');
    expect(await englishOn(session.page)).toEqual([]);
  });
});
