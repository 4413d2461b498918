import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../common/registry.js';
import { nowIso } from './context.js';
import { badRequest, forbidden, HttpError, notFound } from './errors.js';
import { Type } from '@sinclair/typebox';
import { publicRoute, route } from './route.js';
import { HandlerQuery, Querystring } from './route-schema.js';

type Sniff = (b: Buffer) => boolean;
const starts = (sig: number[], at = 0): Sniff => (b) => sig.every((x, i) => b[at + i] === x);
const PNG = starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = starts([0xff, 0xd8, 0xff]);
const WEBP: Sniff = (b) => starts([0x52, 0x49, 0x46, 0x46])(b) && starts([0x57, 0x45, 0x42, 0x50], 8)(b);
const PDF = starts([0x25, 0x50, 0x44, 0x46, 0x2d]);
const ZIP = starts([0x50, 0x4b, 0x03, 0x04]);

const IMAGE_TYPES: Record<string, Sniff> = { 'image/png': PNG, 'image/jpeg': JPEG, 'image/webp': WEBP };
/** What each uploadable field kind accepts: content types (checked against the bytes) and a size limit. */
export const UPLOAD_RULES = {
  image: { types: IMAGE_TYPES, maxBytes: 2 * 1024 * 1024 },
  file: {
    types: {
      ...IMAGE_TYPES, 'application/pdf': PDF, 'application/vnd.android.package-archive': ZIP,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
    } as Record<string, Sniff>,
    maxBytes: 25 * 1024 * 1024,
  },
} as const;
const ALL_TYPES = [...new Set(Object.values(UPLOAD_RULES).flatMap((r) => Object.keys(r.types)))];
const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export function uploadDir(): string {
  return process.env.NIAGA_UPLOAD_DIR ?? resolve(process.cwd(), 'data/uploads');
}

function cleanName(raw: unknown): string {
  const s = typeof raw === 'string' ? raw : '';
  const base = s.split(/[\\/]/).pop() ?? '';
  return base.replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 200) || 'berkas';
}

/**
 * Files for the `image` and `file` field kinds, generic over the registry.
 * `POST /api/upload?resource=<name>&field=<field>&nama=<file name>` with the raw file as the body and its
 * content type: needs the create or update right on the resource's menu; the type must suit the field's kind
 * and match the bytes; the size its limit. The file is stored under the upload directory by a random token and
 * answered as `{ url: '/api/upload/<token>' }`, the value to put in the field. `GET /api/upload/<token>` serves it
 * to anyone holding the address (images show in plain <img> tags); never a path from the request.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  void app.register(async (scope) => {
    scope.addContentTypeParser(ALL_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_RULES.file.maxBytes }, (_req, body, done) => done(null, body));
    route(scope, {
      method: 'POST', url: '/api/upload', summary: 'Unggah berkas atau gambar untuk satu kolom (isi permintaan: berkasnya)', bodyLimit: UPLOAD_RULES.file.maxBytes,
      // Read by the handler: an unknown resource or field is a 400 before the right is asked, as always.
      querystring: Querystring({
        resource: HandlerQuery(Type.String({ description: 'nama data' })), field: HandlerQuery(Type.String({ description: 'kolom gambar atau berkas' })),
        nama: HandlerQuery(Type.String({ description: 'nama berkas' })),
      }, { strict: false }),
    }, async ({ user, query, req, reply }) => {
      const q = query as Record<string, string | undefined>;
      const resource = findResource(ctx.registry, q.resource ?? '');
      const field = resource?.fields.find((f) => f.name === q.field);
      if (!resource || !field || (field.kind !== 'image' && field.kind !== 'file') || field.readOnly || field.internal) {
        throw badRequest('Unggahan harus untuk kolom gambar atau berkas dari data yang dikenal', { field: ['Kolom tidak dapat diunggah'] });
      }
      if (!(await ctx.permissions.can(user, resource.menu, 'create')) && !(await ctx.permissions.can(user, resource.menu, 'update'))) throw forbidden();
      const rule = UPLOAD_RULES[field.kind];
      const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const types = field.accept ? Object.fromEntries(Object.entries(rule.types).filter(([t]) => field.accept!.includes(t))) : rule.types as Record<string, Sniff>;
      const sniff = (types as Record<string, Sniff>)[type];
      const body = req.body as Buffer;
      if (!sniff) throw new HttpError(415, `Jenis berkas untuk ${field.label} harus ${Object.keys(types).join(', ')}`);
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Berkas kosong');
      if (body.length > rule.maxBytes) throw new HttpError(413, `Ukuran ${field.label} paling besar ${rule.maxBytes / 1024 / 1024} MB`);
      if (!sniff(body)) throw new HttpError(415, 'Isi berkas tidak sesuai dengan jenisnya');

      const token = randomBytes(24).toString('base64url');
      const dir = uploadDir();
      await mkdir(dir, { recursive: true });
      const path = resolve(dir, token);
      await writeFile(path, body, { flag: 'wx' });
      try {
        const row = await ctx.db.insertInto('berkas').values({
          token, nama: cleanName(q.nama), content_type: type, ukuran: body.length, sha256: createHash('sha256').update(body).digest('hex'),
          resource: resource.name, field: field.name, created_by: user.id, created_at: nowIso(ctx),
        }).returning('id').executeTakeFirstOrThrow();
        reply.code(201);
        return { data: { id: Number(row.id), url: `/api/upload/${token}`, nama: cleanName(q.nama), content_type: type, ukuran: body.length }, message: 'Berkas berhasil diunggah' };
      } catch (err) {
        await unlink(path).catch(() => undefined);
        throw err;
      }
    });
  });

  publicRoute(app, {
    method: 'GET', url: '/api/upload/:token', summary: 'Berkas unggahan (siapa pun yang memegang alamatnya)',
    params: Type.Object({ token: Type.String({ description: 'token berkas' }) }),
  }, async ({ params, reply }) => {
    const { token } = params;
    if (!TOKEN_RE.test(token)) throw notFound('Berkas tidak ditemukan');
    const row = await ctx.db.selectFrom('berkas').selectAll().where('token', '=', token).executeTakeFirst();
    if (!row) throw notFound('Berkas tidak ditemukan');
    const content = await readFile(resolve(uploadDir(), token)).catch(() => null);
    if (!content) throw notFound('Berkas tidak ditemukan');
    const inline = String(row.content_type).startsWith('image/');
    return reply
      .header('content-type', row.content_type)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(String(row.nama))}`)
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(content);
  });
}
