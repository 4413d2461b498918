import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/App';
import { STORAGE_KEYS, saveSession } from '../../../src/providers/session';
import { fakeApi, tokenAnswer, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks } from '../helpers/TestAdmin';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const sub = (name: string, url: string, notif = 0) => ({ id: 9, name, icon: 'Route', url, create: true, update: true, delete: false, notifikasi: { notif } });
const roles = [
  { id: 1, menu_id: 1, urutan: 1, menu: { name: 'Dashboard', icon: 'Dashboard', url: '/dashboard' }, create: false, update: false, delete: false, sub_menu: [] },
  { id: 2, menu_id: 2, urutan: 2, menu: { name: 'Master Data', icon: 'Storage', url: '/master' }, create: false, update: false, delete: false, sub_menu: [sub('Rute', '/rute', 4)] },
  { id: 3, menu_id: 3, urutan: 3, menu: { name: 'Pengaturan', icon: 'Settings', url: '/pengaturan' }, create: false, update: false, delete: false, sub_menu: [sub('Akun Saya', '/akun-pengguna')] },
];
const rute = { id: 1, kode: 'RT-01', nama: 'Dago - Cigadung', teritori_id: 1, teritori: { id: 1, nama: 'Bandung Raya' }, karyawan_id: 6, karyawan: { id: 6, nama_lengkap: 'Budi Prasetyo' }, aktif: true };

function api(req: RecordedRequest) {
  if (req.path === '/api/auth/user-login') {
    return req.body && (req.body as { password: string }).password === 'niaga123'
      ? { data: tokenAnswer('akses', 'segar') }
      : { status: 401, data: { message: 'Email/No. HP atau password salah' } };
  }
  if (req.path === '/api/role') return { data: { data: roles, total: roles.length } };
  if (req.path === '/api/rute') return { data: { data: [rute], total: 1 } };
  if (req.path === '/api/user/ganti-password/1') {
    const body = req.body as Record<string, string>;
    return body.password_lama === 'niaga123'
      ? { data: { message: 'Password berhasil diganti, silakan masuk kembali' } }
      : { status: 422, data: { message: 'Password lama salah', errors: { password_lama: ['Password lama salah'] } } };
  }
  if (req.path === '/api/dashboard-info') {
    return { data: { data: { figures: [{ key: 'penjualan_hari_ini', label: 'Penjualan Hari Ini', value: 1250000, kind: 'money', url: '/penjualan' }], waiting: [], alerts: [], activity: [{ tanggal: '2026-11-22', jumlah: 3 }], recent: [] } } };
  }
  return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
}

const go = (path: string) => window.history.pushState({}, '', path);
/** Lazy page chunks load slower in jsdom while the whole suite runs in parallel. */
const WAIT = { timeout: 15000 };

describe('the app behind its route guard', () => {
  it('sends a visitor to the login page carrying the target, then there after logging in', async () => {
    server = fakeApi(api);
    go('/rute');
    render(<App />);
    expect(await screen.findByText('Selamat datang di Niaga', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Frute');
    expect(englishLeaks()).toEqual([]);

    fireEvent.change(document.querySelector('input[name=email]')!, { target: { value: 'admin@niaga.local' } });
    fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: 'salah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect((await screen.findAllByText('Email/No. HP atau password salah', {}, WAIT)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Peringatan', {}, WAIT)).length).toBeGreaterThan(0);

    fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: 'niaga123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Dago - Cigadung', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/rute');
    expect(screen.getByText('Bandung Raya')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toContain('akses');
  });

  it('opens dark, remembers the light skin, and builds the menu with badges', async () => {
    server = fakeApi(api);
    saveSession(tokenAnswer('akses', 'segar'));
    go('/');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const toggle = await screen.findByRole('button', { name: 'Ganti ke tema terang' }, WAIT);
    expect(toggle).toHaveAttribute('data-theme-mode', 'dark');
    expect(await screen.findByText('Master Data', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.queryByText('Pengguna')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(await screen.findByRole('button', { name: 'Ganti ke tema gelap' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Selamat datang,', { exact: false }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Rp. 1.250.000', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Penjualan Hari Ini').closest('a')).toHaveAttribute('href', '/penjualan');
    expect(englishLeaks()).toEqual([]);
  });

  it('sends a level without the menu to /not-authorized and an unknown path to /error-404', async () => {
    server = fakeApi(api);
    saveSession(tokenAnswer('akses', 'segar'));
    go('/pengguna');
    const { unmount } = render(<App />);
    expect(await screen.findByText('Akses ditolak', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/not-authorized');
    unmount();
    go('/tidak-ada-halaman');
    render(<App />);
    expect(await screen.findByText('Halaman tidak ditemukan', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/error-404');
  });
});

describe('the session ending', () => {
  it('lands on /login with the target when the session can no longer be refreshed', async () => {
    saveSession(tokenAnswer('kedaluwarsa', 'dicabut'));
    server = fakeApi((req) => (req.path === '/api/auth/refresh' || req.path === '/api/rute'
      ? { status: 401, data: { message: 'Sesi Anda telah berakhir, silakan masuk kembali' } }
      : api(req)));
    go('/rute');
    render(<App />);
    expect(await screen.findByText('Selamat datang di Niaga', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Frute');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(server.requests.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('changes the own password on /akun-pengguna, field errors inline, then signs in again', async () => {
    server = fakeApi(api);
    saveSession(tokenAnswer('akses', 'segar'));
    go('/akun-pengguna');
    render(<App />);
    expect(await screen.findByText('Ganti Password', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Rudi Hartono')).toBeInTheDocument();
    expect(screen.getAllByText('Gudang Utama').length).toBe(2);
    const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name=${name}]`)!, { target: { value } });
    type('password_lama', 'keliru');
    type('password_baru', 'rahasia-baru');
    type('konfirmasi_password', 'rahasia-lain');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Konfirmasi password tidak sama', {}, WAIT)).toBeInTheDocument();
    type('konfirmasi_password', 'rahasia-baru');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect((await screen.findAllByText('Password lama salah', {}, WAIT)).length).toBeGreaterThan(0);
    type('password_lama', 'niaga123');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Selamat datang di Niaga', {}, WAIT)).toBeInTheDocument();
    const sent = server.requests.filter((r) => r.path === '/api/user/ganti-password/1').pop()!;
    expect(sent.body).toEqual({ id: 1, password_lama: 'niaga123', password_baru: 'rahasia-baru', konfirmasi_password: 'rahasia-baru' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
