import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChunkErrorBoundary } from '../../../src/framework/lazy/ChunkErrorBoundary';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyWithTimeout, withTimeout } from '../../../src/framework/lazy/lazyWithTimeout';

afterEach(() => vi.useRealTimers());

function Page() {
  return <p>Halaman termuat</p>;
}

const mount = (Lazy: React.ComponentType) => render(
  <ChunkErrorBoundary>
    <Suspense fallback={<p>Memuat…</p>}><Lazy /></Suspense>
  </ChunkErrorBoundary>,
);

describe('lazy route chunks', () => {
  it('wait 120 seconds before giving up on a chunk', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never).catch((e) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => { settled = true; });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Waktu memuat bagian aplikasi habis');
  });

  it('show a retry in Indonesian when a chunk fails, and load it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Lazy = lazyWithTimeout(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/Page-x.js');
      return { default: Page };
    });
    mount(Lazy);
    expect(await screen.findByText('Halaman gagal dimuat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat Ulang Aplikasi' })).toBeInTheDocument();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' })); });
    expect(await screen.findByText('Halaman termuat')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('time out a chunk that never arrives into the same retry screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyWithTimeout(() => new Promise<never>(() => undefined), 50);
    mount(Lazy);
    expect(screen.getByText('Memuat…')).toBeInTheDocument();
    expect(await screen.findByText('Halaman gagal dimuat')).toBeInTheDocument();
  });

  it('keep a chunk that loaded: it is not imported again after a retry elsewhere', async () => {
    let imports = 0;
    const Lazy = lazyWithTimeout(async () => { imports += 1; return { default: Page }; });
    const first = mount(Lazy);
    await screen.findByText('Halaman termuat');
    first.unmount();
    mount(Lazy);
    await screen.findByText('Halaman termuat');
    expect(imports).toBe(1);
  });
});
