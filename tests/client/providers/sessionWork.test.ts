import { afterEach, describe, expect, it, vi } from 'vitest';
import registry from '../../../resources.config';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { finishReauth, reauthUser, setUnsavedWork } from '../../../src/providers/reauth';
import { currentRetryAttempt, RETRY_DELAYS_MS } from '../../../src/providers/saveRetry';
import { getTokens, saveSession } from '../../../src/providers/session';
import { fakeApi, tokenAnswer, type RecordedRequest } from '../helpers/fakeApi';

let server: ReturnType<typeof fakeApi> | null = null;
const form = Symbol('form');
afterEach(() => {
  server?.restore();
  setUnsavedWork(form, false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dataProvider = createDataProvider(registry);
const created = { status: 201, data: { data: { id: 7, kode: 'PCS', nama: 'Pieces' } } };
const saves = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/api/input/satuan');

describe('a save whose answer is lost (issue 26)', () => {
  it('is sent again with the same Idempotency-Key while the retry is shown, and answers once it gets through', async () => {
    vi.useFakeTimers();
    saveSession(tokenAnswer('a1', 'r1'));
    let calls = 0;
    server = fakeApi((req) => (req.path === '/api/input/satuan' && (calls += 1) === 1 ? { network: true } : created));
    const saving = dataProvider.create('satuan', { data: { kode: 'PCS', nama: 'Pieces' } });
    await vi.waitFor(() => expect(currentRetryAttempt()).toBe(2));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect((await saving).data).toMatchObject({ id: 7 });
    const [first, second] = saves(server.requests);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(currentRetryAttempt()).toBeNull();
  });

  it('waits as the server asks while the first copy still runs', async () => {
    vi.useFakeTimers();
    saveSession(tokenAnswer('a1', 'r1'));
    let calls = 0;
    server = fakeApi(() => ((calls += 1) === 1
      ? { status: 409, headers: { 'retry-after': '3' }, data: { message: 'Permintaan yang sama sedang diproses' } }
      : created));
    const saving = dataProvider.create('satuan', { data: { kode: 'PCS', nama: 'Pieces' } });
    await vi.advanceTimersByTimeAsync(2900);
    expect(currentRetryAttempt()).toBe(2);
    expect(saves(server.requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await saving;
    expect(saves(server.requests)).toHaveLength(2);
  });

  it('gives up after its attempts, and the same values saved again carry the same key; other values a new one', async () => {
    vi.useFakeTimers();
    saveSession(tokenAnswer('a1', 'r1'));
    server = fakeApi(() => ({ network: true }));
    const saving = dataProvider.create('satuan', { data: { kode: 'PCS', nama: 'Pieces' } });
    const failed = expect(saving).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    await failed;
    expect(saves(server.requests)).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const lostKey = saves(server.requests)[0].headers['idempotency-key'];
    server.restore();
    server = fakeApi(() => created);
    await dataProvider.create('satuan', { data: { kode: 'PCS', nama: 'Pieces' } });
    await dataProvider.create('satuan', { data: { kode: 'BOX', nama: 'Box' } });
    const keys = saves(server.requests).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(lostKey);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('the session across tabs and over unsaved input (issue 26)', () => {
  it('a tab that waited for the refresh lock uses the pair another tab got instead of spending the token again', async () => {
    saveSession(tokenAnswer('a1', 'r1'));
    // The other tab holds the lock, rotates, stores its pair, then lets this one in.
    vi.stubGlobal('navigator', { ...navigator, locks: { request: async (_name: string, work: () => Promise<unknown>) => {
      saveSession(tokenAnswer('a2', 'r2'));
      return work();
    } } });
    server = fakeApi((req) => {
      if (req.path === '/api/auth/refresh') return { data: tokenAnswer('a3', 'r3') };
      return req.headers.authorization === 'Bearer a2' ? { data: { data: [], total: 0 } } : { status: 401, data: { message: 'Sesi Anda telah berakhir' } };
    });
    await dataProvider.getList('satuan', { pagination: { page: 1, perPage: 10 }, sort: { field: 'kode', order: 'ASC' }, filter: {} });
    expect(server.requests.some((r) => r.path === '/api/auth/refresh')).toBe(false);
    expect(getTokens()?.refresh_token).toBe('r2');
  });

  it('a session that ends over unsaved input waits for the same user to sign in, then sends the save again with its key', async () => {
    saveSession(tokenAnswer('a1', 'r1'));
    setUnsavedWork(form, true);
    server = fakeApi((req) => {
      if (req.path === '/api/auth/refresh') return { status: 401, data: { message: 'Sesi Anda telah berakhir' } };
      return req.headers.authorization === 'Bearer a2' ? created : { status: 401, data: { message: 'Sesi Anda telah berakhir' } };
    });
    const saving = dataProvider.create('satuan', { data: { kode: 'PCS', nama: 'Pieces' } });
    await vi.waitFor(() => expect(reauthUser()?.email).toBe('admin@niaga.local'));
    expect(getTokens()).toBeNull();
    saveSession(tokenAnswer('a2', 'r2'));
    finishReauth(true);
    expect((await saving).data).toMatchObject({ id: 7 });
    const [first, second] = saves(server.requests);
    expect(second.headers.authorization).toBe('Bearer a2');
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });
});
