import { isAxiosError } from 'axios';
import type { DataProvider, Identifier } from 'ra-core';
import type { Registry, ResourceDef } from '../../common/registry';
import { findResource } from '../../common/registry';
import { api } from './http';
import { toHttpError } from './httpError';
import { listQuery, MAX_PER_PAGE, type QueryParams } from '../../common/listQuery';
import { buildSaveBody } from './saveBody';
import { downloadFile, type DownloadResult } from './download';
import { uuid } from './uuid';
import { answerLost } from './saveRetry';

// Records are whatever the resource's fields make them; react-admin types them per call site.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = any;

interface ListAnswer {
  data: AnyRecord[];
  total: number;
}

/** Methods beyond react-admin's: workflow steps on any API path and file downloads. */
export interface NiagaDataProvider extends DataProvider {
  /** `POST /api/<path>` (a workflow step, a dashboard figure…): answers the server's JSON. */
  action<T = unknown>(path: string, body?: unknown, options?: { method?: 'POST' | 'GET' | 'DELETE' | 'PUT'; params?: QueryParams }): Promise<T>;
  /** `GET /api/<path>` as a file, saved under the server's file name (or `saveAs`). */
  download(path: string, params?: QueryParams, fallbackName?: string, saveAs?: string): Promise<DownloadResult>;
  /** `POST /api/upload` of a file for an image or file field: answers the address to store in the field. */
  upload(resource: string, field: string, file: File): Promise<UploadAnswer>;
}

export interface UploadAnswer {
  id: number;
  url: string;
  nama: string;
  content_type: string;
  ukuran: number;
}

/** A write waits this long for its answer before it counts as lost and is sent again (providers/saveRetry.ts). */
const WRITE_TIMEOUT_MS = 60_000;

/**
 * The Idempotency-Key of each write still without an answer, by what it sends: pressing "Simpan" again on the same
 * values after the retries gave up sends the same key, so a write that did arrive is never done twice.
 */
const unanswered = new Map<string, string>();

async function sendOnce<T>(path: string, body: unknown, params?: QueryParams, dataOnly = true): Promise<T> {
  const signature = `${path}\n${JSON.stringify(params ?? null)}\n${JSON.stringify(body)}`;
  const key = unanswered.get(signature) ?? uuid();
  try {
    const answer = await api.post<{ data: T }>(path, body, { params, headers: { 'Idempotency-Key': key }, timeout: WRITE_TIMEOUT_MS });
    unanswered.delete(signature);
    return (dataOnly ? answer.data.data : answer.data) as T;
  } catch (error) {
    if (isAxiosError(error) && answerLost(error)) unanswered.set(signature, key);
    else unanswered.delete(signature);
    throw toHttpError(error);
  }
}

async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

function apiPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** The dataProvider over Niaga's API conventions (DESIGN.md section 2), driven by the registry. */
export function createDataProvider(registry: Registry): NiagaDataProvider {
  const resourceOf = (name: string): ResourceDef => {
    const resource = findResource(registry, name);
    if (!resource) throw toHttpError(new Error(`Sumber data tidak dikenal: ${name}`));
    return resource;
  };

  const save = async (name: string, values: Record<string, unknown>, id?: Identifier) => {
    const resource = resourceOf(name);
    const body = buildSaveBody(registry, resource, values, id === undefined ? 'create' : 'update', id);
    return { data: await sendOnce<AnyRecord>(`/input/${name}`, body) };
  };

  const getMany = async (name: string, ids: Identifier[]) => {
    const unique = [...new Set(ids.map(String))].filter((id) => id !== '' && id !== 'undefined' && id !== 'null');
    const data: AnyRecord[] = [];
    for (let i = 0; i < unique.length; i += MAX_PER_PAGE) {
      const chunk = unique.slice(i, i + MAX_PER_PAGE);
      const answer = await call(() => api.get<ListAnswer>(`/${name}`, { params: { id: chunk, page: 1, perPage: chunk.length } }));
      data.push(...answer.data);
    }
    return { data };
  };

  return {
    getList: async (name, params) => {
      resourceOf(name);
      const answer = await call(() => api.get<ListAnswer>(`/${name}`, { params: listQuery(params) }));
      return { data: answer.data, total: answer.total };
    },
    getOne: async (name, params) => {
      resourceOf(name);
      const answer = await call(() => api.get<{ data: AnyRecord }>(`/${name}/${encodeURIComponent(String(params.id))}`));
      return { data: answer.data };
    },
    getMany: async (name, params) => getMany(name, params.ids),
    getManyReference: async (name, params) => {
      resourceOf(name);
      const query = listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } });
      const answer = await call(() => api.get<ListAnswer>(`/${name}`, { params: query }));
      return { data: answer.data, total: answer.total };
    },
    create: async (name, params) => save(name, params.data as Record<string, unknown>),
    update: async (name, params) => save(name, params.data as Record<string, unknown>, params.id),
    updateMany: async (name, params) => {
      for (const id of params.ids) await save(name, { ...(params.data as Record<string, unknown>) }, id);
      return { data: params.ids };
    },
    delete: async (name, params) => {
      resourceOf(name);
      await call(() => api.delete(`/${name}/${encodeURIComponent(String(params.id))}`));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (name, params) => {
      resourceOf(name);
      const deleted: Identifier[] = [];
      for (const id of params.ids) {
        await call(() => api.delete(`/${name}/${encodeURIComponent(String(id))}`));
        deleted.push(id);
      }
      return { data: deleted };
    },
    action: async <T,>(path: string, body?: unknown, options: { method?: 'POST' | 'GET' | 'DELETE' | 'PUT'; params?: QueryParams } = {}) => {
      const method = options.method ?? 'POST';
      if (method === 'POST') return sendOnce<T>(apiPath(path), body ?? {}, options.params, false);
      return call(() => api.request<T>({ url: apiPath(path), method, params: options.params, ...(method === 'PUT' ? { data: body ?? {} } : {}) }));
    },
    download: (path, params, fallbackName, saveAs) => downloadFile(apiPath(path), params, fallbackName, saveAs),
    upload: async (resource, field, file) => {
      const answer = await call(() => api.post<{ data: UploadAnswer }>('/upload', file, {
        params: { resource, field, nama: file.name },
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }));
      return answer.data;
    },
  };
}
