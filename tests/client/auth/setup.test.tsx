import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/App';
import { fakeApi, tokenAnswer, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks } from '../helpers/TestAdmin';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const go = (path: string) => window.history.pushState({}, '', path);
const type = (name: string, value: string) => fireEvent.change(document.querySelector(`[name=${name}]`)!, { target: { value } });

/** A server without users until POST /api/setup succeeds. */
function firstRunApi() {
  let needed = true;
  return (req: RecordedRequest) => {
    if (req.path === '/api/setup' && req.method === 'GET') return { data: { needed } };
    if (req.path === '/api/setup') {
      const body = req.body as Record<string, string>;
      if (body.password.length < 8) return { status: 422, data: { message: 'Password minimal 8 karakter', errors: { password: ['Password minimal 8 karakter'] } } };
      needed = false;
      return { status: 201, data: { data: { id: 1, email: body.email }, message: 'Perusahaan siap dipakai. Silakan masuk sebagai admin.' } };
    }
    if (req.path === '/api/auth/user-login') return { data: tokenAnswer('akses', 'segar') };
    if (req.path === '/api/role') return { data: { data: [], total: 0 } };
    if (req.path === '/api/dashboard-info') return { data: { data: { counts: [], activity: [], recent: [] } } };
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  };
}

describe('the first-run screen', () => {
  it('is where every visitor goes while setup is needed; it shows the server\'s field errors, then signs the admin in', async () => {
    server = fakeApi(firstRunApi());
    go('/rute');
    render(<App />);
    expect(await screen.findByText('Menyiapkan perusahaan', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/setup');
    expect(englishLeaks()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Siapkan dan masuk' }));
    expect(await screen.findByText('Nama Perusahaan wajib diisi')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/api/setup' && r.method === 'POST')).toHaveLength(0);

    type('nama_perusahaan', 'CV Sumber Rejeki');
    type('nama_lengkap', 'Sri Mulyani');
    type('jk', 'P');
    type('email', 'sri@sumberrejeki.co.id');
    type('password', 'pendek');
    type('konfirmasi', 'pendek');
    fireEvent.click(screen.getByRole('button', { name: 'Siapkan dan masuk' }));
    expect((await screen.findAllByText('Password minimal 8 karakter', {}, WAIT)).length).toBeGreaterThan(0);

    type('password', 'rahasia-kuat-1');
    type('konfirmasi', 'rahasia-kuat-1');
    fireEvent.click(screen.getByRole('button', { name: 'Siapkan dan masuk' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), WAIT);
    const post = server.requests.filter((r) => r.path === '/api/setup' && r.method === 'POST').at(-1)!;
    expect(post.body).toEqual({ nama_perusahaan: 'CV Sumber Rejeki', alamat: '', npwp: '', nama_lengkap: 'Sri Mulyani', jk: 'P', email: 'sri@sumberrejeki.co.id', password: 'rahasia-kuat-1' });
    expect(server.requests.find((r) => r.path === '/api/auth/user-login')!.body).toEqual({ email: 'sri@sumberrejeki.co.id', password: 'rahasia-kuat-1' });
  });

  it('is closed once the company is set up: /setup goes to the login page', async () => {
    server = fakeApi((req) => (req.path === '/api/setup' ? { data: { needed: false } } : { status: 404, data: {} }));
    go('/setup');
    render(<App />);
    expect(await screen.findByText('Selamat datang di Niaga', {}, WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
