import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../src/providers/http';

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as sent (`/api/rute?page=1&perPage=25`). */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** No response at all (a network failure). */
  network?: boolean;
}

type Handler = (req: RecordedRequest) => FakeReply | Promise<FakeReply>;

/**
 * Replaces the axios adapter of the app's API client: every call is recorded and answered by `handler`;
 * 4xx/5xx replies reject like a real server answer would.
 */
export function fakeApi(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const full = api.getUri(config);
    const [path, search = ''] = full.split('?');
    const headers = Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const req: RecordedRequest = { method: (config.method ?? 'get').toUpperCase(), url: full, path, query: new URLSearchParams(search), headers, body };
    requests.push(req);
    const reply = await handler(req);
    if (reply.network) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const status = reply.status ?? 200;
    let data = reply.data ?? {};
    if (config.responseType === 'blob' && !(data instanceof Blob)) data = new Blob([typeof data === 'string' ? data : JSON.stringify(data)]);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: reply.headers ?? {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  const previous = api.defaults.adapter;
  api.defaults.adapter = adapter;
  return {
    requests,
    restore: () => { api.defaults.adapter = previous; },
  };
}

/** A login/refresh answer as the server gives it. */
export function tokenAnswer(access: string, refresh: string, levelId = 1) {
  return {
    token_type: 'Bearer',
    access_token: access,
    refresh_token: refresh,
    expires_in: 900,
    user: {
      id: 1, no_hp: '0813', email: 'admin@niaga.local', level: { id: levelId, nama_level: 'Admin' },
      karyawan: { id: 1, jabatan_id: 1, jk: 'L', nik: null, nip: 'NGA-1', nama_lengkap: 'Rudi Hartono', no_hp: null, email: null, alamat: null },
    },
    gudang: { id: 2, nama_gudang: 'Gudang Utama' },
  };
}
