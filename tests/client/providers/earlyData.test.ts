import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropEarly, noteRead, resetEarlyData, takeEarly, type EarlyAnswer } from '../../../src/providers/earlyData';
import { api } from '../../../src/providers/http';

const remembered = () => JSON.parse(localStorage.getItem('niaga.early') ?? 'null') as Record<string, string[]> | null;
type EarlyGlobal = { __niagaEarly?: { path: string; at: number; token: string; answers: Record<string, Promise<EarlyAnswer> | undefined> } };
const early = (token: string, answers: Record<string, EarlyAnswer>, at = Date.now()) => {
  (window as EarlyGlobal).__niagaEarly = {
    path: '/stok-mobil', at, token,
    answers: Object.fromEntries(Object.entries(answers).map(([url, answer]) => [url, Promise.resolve(answer)])),
  };
};

beforeEach(() => {
  localStorage.clear();
  resetEarlyData();
  delete (window as EarlyGlobal).__niagaEarly;
});
afterEach(() => {
  delete (window as EarlyGlobal).__niagaEarly;
});

describe('the reads a screen makes as it opens, remembered per path', () => {
  it('keeps the API reads of the first seconds after the path became current, once each, in order', () => {
    noteRead('/api/stok-mobil?page=1', 1_000, '/stok-mobil');
    noteRead('/api/role?level_id=6', 1_500, '/stok-mobil');
    noteRead('/api/stok-mobil?page=1', 1_600, '/stok-mobil');
    noteRead('/api/stok-mobil?page=2', 4_500, '/stok-mobil');
    expect(remembered()).toEqual({ '/stok-mobil': ['/api/stok-mobil?page=1', '/api/role?level_id=6'] });
  });

  it('starts over when the path changes, and leaves other paths as they were', () => {
    noteRead('/api/stok-mobil?page=1', 1_000, '/stok-mobil');
    noteRead('/api/konsumen?page=1', 9_000, '/konsumen');
    noteRead('/api/stok-mobil?page=1&sort=qty', 20_000, '/stok-mobil');
    expect(remembered()).toEqual({ '/konsumen': ['/api/konsumen?page=1'], '/stok-mobil': ['/api/stok-mobil?page=1&sort=qty'] });
  });

  it('keeps at most six reads per screen and ignores what is not an API call', () => {
    noteRead('https://example.com/api/x', 0, '/a');
    for (let i = 0; i < 9; i += 1) noteRead(`/api/x?page=${i}`, 10, '/a');
    expect(remembered()?.['/a']).toEqual(['/api/x?page=0', '/api/x?page=1', '/api/x?page=2', '/api/x?page=3', '/api/x?page=4', '/api/x?page=5']);
  });
});

describe('answers asked for before the app started', () => {
  it('are used once, for the same URL and token only, while fresh', async () => {
    const answer = { status: 200, body: { data: [], total: 0 } };
    early('abc', { '/api/a': answer, '/api/b': answer, '/api/c': answer }, 50_000);
    expect(takeEarly('/api/a', 'Bearer other', 50_001)).toBeUndefined();
    expect(takeEarly('/api/b', 'Bearer abc', 70_000)).toBeUndefined();
    await expect(takeEarly('/api/c', 'Bearer abc', 51_000)).resolves.toEqual(answer);
    expect(takeEarly('/api/c', 'Bearer abc', 51_000)).toBeUndefined();
  });

  it("stand in only for a URL's first read: a list read again after a save never gets an answer from before it", async () => {
    // The app read the list itself before the early script had run (it is async); the script's answer came later.
    expect(takeEarly('/api/rute?page=1', 'Bearer abc', 50_000)).toBeUndefined();
    early('abc', { '/api/rute?page=1': { status: 200, body: { data: [], total: 0 } }, '/api/konsumen?page=1': { status: 200, body: { data: [{ id: 3 }], total: 1 } } }, 50_000);
    expect(takeEarly('/api/rute?page=1', 'Bearer abc', 50_001)).toBeUndefined();
    // A URL read for the first time gets its early answer once.
    await expect(takeEarly('/api/konsumen?page=1', 'Bearer abc', 50_002)).resolves.toEqual({ status: 200, body: { data: [{ id: 3 }], total: 1 } });
    expect(takeEarly('/api/konsumen?page=1', 'Bearer abc', 50_003)).toBeUndefined();
  });

  it('are dropped by any write, read first or not', async () => {
    early('abc', { '/api/rute?page=1': { status: 200, body: { data: [{ id: 1 }], total: 1 } } });
    dropEarly();
    expect(takeEarly('/api/rute?page=1', 'Bearer abc')).toBeUndefined();
  });

  it('answer an API read of the app without going to the server, and the read is remembered', async () => {
    localStorage.setItem('niaga.token', JSON.stringify({ token_type: 'bearer', access_token: 'abc', refresh_token: 'r', expires_at: Date.now() + 600_000 }));
    early('abc', { '/api/stok-mobil?page=1&perPage=25': { status: 200, body: { data: [{ id: 7 }], total: 1 } } });
    const res = await api.get('/stok-mobil', { params: { page: 1, perPage: 25 } });
    expect(res.data).toEqual({ data: [{ id: 7 }], total: 1 });
    expect(remembered()?.[window.location.pathname]).toEqual(['/api/stok-mobil?page=1&perPage=25']);
  });
});

describe('public/early-data.js on a screen this device has not opened yet', () => {
  const script = readFileSync(resolve(__dirname, '../../../public/early-data.js'), 'utf8');
  let asked: string[];
  const run = () => {
    asked = [];
    const realFetch = window.fetch;
    window.fetch = ((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify({ data: [], total: 0 }), { status: 200 }));
    }) as typeof fetch;
    try {
      new Function(script)();
    } finally {
      window.fetch = realFetch;
    }
  };
  beforeEach(() => {
    localStorage.setItem('niaga.token', JSON.stringify({ token_type: 'bearer', access_token: 'abc', refresh_token: 'r', expires_at: Date.now() + 600_000 }));
    const hint = document.createElement('meta');
    hint.name = 'niaga-first-read';
    hint.content = '/api/konsumen?page=1&perPage=25&sort=nama&order=ASC';
    hint.dataset.resource = 'konsumen';
    document.head.append(hint);
  });
  afterEach(() => document.head.querySelector('meta[name="niaga-first-read"]')?.remove());

  it("asks for the list read the server named in the page", () => {
    run();
    expect(asked).toEqual(['/api/konsumen?page=1&perPage=25&sort=nama&order=ASC']);
    expect(Object.keys((window as EarlyGlobal).__niagaEarly?.answers ?? {})).toEqual(asked);
  });

  it('leaves it when the user keeps other list settings for that resource, and asks for nothing', () => {
    localStorage.setItem('RaStoreniaga.konsumen.listParams', JSON.stringify({ page: 2, perPage: 25, sort: 'nama', order: 'ASC', filter: {} }));
    run();
    expect(asked).toEqual([]);
  });

  it('prefers the reads the screen made when this device last opened it', () => {
    localStorage.setItem('niaga.early', JSON.stringify({ [window.location.pathname]: ['/api/konsumen?page=2&perPage=25'] }));
    run();
    expect(asked).toEqual(['/api/konsumen?page=2&perPage=25']);
  });
});
