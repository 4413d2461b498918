import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { CoreAdminContext, HttpError, useNotify, type NotificationType } from 'ra-core';
import registry from '../../../resources.config';
import { errorToasts } from '../../../src/providers/errorToasts';
import { toHttpError } from '../../../src/providers/httpError';
import { createI18nProvider } from '../../../src/providers/i18n';
import { Toast, TOAST_DURATION_MS } from '../../../src/layout/Toast';
import { useNotifyError } from '../../../src/providers/useNotifyError';

function axiosFailure(status: number, data: unknown): AxiosError {
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, {}, { status, data, statusText: '', headers: {}, config: {} as never });
}

describe('errorToasts (SPEC.md section 8)', () => {
  it('a response with a message gives that message', () => {
    expect(errorToasts(toHttpError(axiosFailure(409, { message: 'Data masih terkait dengan data lain' })))).toEqual(['Data masih terkait dengan data lain']);
  });
  it('a response without a message gives one toast per field, arrays joined by commas', () => {
    const error = toHttpError(axiosFailure(400, { email: ['Email wajib diisi', 'Email tidak valid'], password: 'Password wajib diisi' }));
    expect(errorToasts(error)).toEqual(['Email wajib diisi, Email tidak valid', 'Password wajib diisi']);
    expect(errorToasts(axiosFailure(400, { errors: { kode: ['Kode sudah dipakai'] } }))).toEqual(['Kode sudah dipakai']);
  });
  it('no response gives the error\'s own message', () => {
    expect(errorToasts(toHttpError(new AxiosError('Network Error', 'ERR_NETWORK')))).toEqual(['Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda.']);
    expect(errorToasts(new Error('Bagian aplikasi gagal dimuat'))).toEqual(['Bagian aplikasi gagal dimuat']);
    expect(errorToasts(new HttpError('Waktu habis', 0, { raw: null }))).toEqual(['Waktu habis']);
  });
  it('a plain string is its own message', () => {
    expect(errorToasts('Gagal')).toEqual(['Gagal']);
  });
});

function Notify(props: { calls: Array<[string, NotificationType]> }) {
  const notify = useNotify();
  useEffect(() => {
    for (const [message, type] of props.calls) notify(message, { type });
  }, [notify, props.calls]);
  return null;
}

function NotifyError(props: { error: unknown }) {
  const notifyError = useNotifyError();
  useEffect(() => notifyError(props.error), [notifyError, props.error]);
  return null;
}

const Harness = (props: { children: React.ReactNode }) => (
  <CoreAdminContext i18nProvider={createI18nProvider(registry)}>
    {props.children}
    <Toast />
  </CoreAdminContext>
);

describe('Toast', () => {
  it.each([
    ['success', 'Berhasil!'],
    ['error', 'Peringatan'],
    ['warning', 'Peringatan'],
    ['info', 'Informasi !'],
  ] as Array<[NotificationType, string]>)('titles a %s toast "%s", bottom right', async (type, title) => {
    render(<Harness><Notify calls={[['Rute berhasil ditambahkan', type]]} /></Harness>);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText('Rute berhasil ditambahkan')).toBeInTheDocument();
    const snackbar = document.querySelector('.MuiSnackbar-root')!;
    expect(snackbar.className).toMatch(/anchorOriginBottomRight/);
  });

  it('translates react-admin keys into Indonesian', async () => {
    render(<Harness><Notify calls={[['ra.notification.http_error', 'error']]} /></Harness>);
    expect(await screen.findByText('Terjadi kesalahan saat berkomunikasi dengan server')).toBeInTheDocument();
  });

  it('shows each field error of a message-less answer as its own toast, one after the other', async () => {
    const error = toHttpError(axiosFailure(400, { email: ['Email wajib diisi'], password: ['Password wajib diisi'] }));
    render(<Harness><NotifyError error={error} /></Harness>);
    expect(await screen.findByText('Email wajib diisi')).toBeInTheDocument();
    expect(screen.queryByText('Password wajib diisi')).not.toBeInTheDocument();
    expect(screen.getByText('Peringatan')).toBeInTheDocument();
    // still there just before 3000 ms, replaced by the next one after it
    await act(async () => { await new Promise((r) => setTimeout(r, TOAST_DURATION_MS - 500)); });
    expect(screen.getByText('Email wajib diisi')).toBeInTheDocument();
    await act(async () => { await new Promise((r) => setTimeout(r, 1100)); });
    expect(await screen.findByText('Password wajib diisi')).toBeInTheDocument();
    expect(screen.queryByText('Email wajib diisi')).not.toBeInTheDocument();
  }, 10000);
});
