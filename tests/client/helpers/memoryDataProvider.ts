import type { DataProvider } from 'ra-core';
import type { Registry } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { sampleRecord } from './samples';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = any;

/** A dataProvider answering from sample records of the registry; every call is recorded. */
export function memoryDataProvider(registry: Registry, rowsPerResource = 1) {
  const calls: Array<{ method: string; resource: string; params: unknown; options?: unknown }> = [];
  /** Answers (or errors) of the next custom `action` calls, in order. */
  const actionReplies: unknown[] = [];
  const rows = (name: string): Row[] => {
    const resource = findResource(registry, name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    return Array.from({ length: rowsPerResource }, (_, i) => sampleRecord(registry, resource, i + 1) as Row);
  };
  const dataProvider: DataProvider = {
    getList: async (resource, params) => { calls.push({ method: 'getList', resource, params }); const data = rows(resource); return { data, total: data.length }; },
    getOne: async (resource, params) => { calls.push({ method: 'getOne', resource, params }); return { data: { ...rows(resource)[0], id: Number(params.id) } }; },
    getMany: async (resource, params) => { calls.push({ method: 'getMany', resource, params }); return { data: params.ids.map((id) => ({ ...rows(resource)[0], id })) }; },
    getManyReference: async (resource, params) => { calls.push({ method: 'getManyReference', resource, params }); const data = rows(resource); return { data, total: data.length }; },
    create: async (resource, params) => { calls.push({ method: 'create', resource, params }); return { data: { ...params.data, id: 99 } as Row }; },
    update: async (resource, params) => { calls.push({ method: 'update', resource, params }); return { data: { ...params.data, id: params.id } as Row }; },
    updateMany: async (resource, params) => { calls.push({ method: 'updateMany', resource, params }); return { data: params.ids }; },
    delete: async (resource, params) => { calls.push({ method: 'delete', resource, params }); return { data: { id: params.id } as never }; },
    deleteMany: async (resource, params) => { calls.push({ method: 'deleteMany', resource, params }); return { data: params.ids }; },
    action: async (path: string, body: unknown, options?: unknown) => {
      calls.push({ method: 'action', resource: path, params: body, options });
      const reply = actionReplies.shift();
      if (reply instanceof Error) throw reply;
      return reply ?? { message: 'Berhasil diproses' };
    },
    upload: async (resource: string, field: string, file: File) => {
      calls.push({ method: 'upload', resource, params: { field, name: file.name, type: file.type } });
      return { id: 1, url: '/api/upload/tokenacak', nama: file.name, content_type: file.type, ukuran: file.size };
    },
  };
  return { dataProvider, calls, actionReplies };
}
