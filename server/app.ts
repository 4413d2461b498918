import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import defaultRegistry from '../resources.config.js';
import type { Registry } from '../common/registry.js';
import type { Database_ } from './db/connection.js';
import type { AppContext } from './core/context.js';
import { registerErrorHandling } from './core/error-handler.js';
import { registerSecurityHeaders } from './core/security-headers.js';
import { registerCrudRoutes } from './core/crud-routes.js';
import { registerIdempotency } from './core/idempotency.js';
import { buildOpenApi, type DocumentedRoute } from './core/openapi.js';
import { publicRoute } from './core/route.js';
import { Querystring } from './core/route-schema.js';
import { PermissionCache } from './auth/permissions.js';
import { registerAuthentication } from './auth/authenticate.js';
import { registerAuthRoutes } from './auth/auth-routes.js';
import { AuthUserCache } from './auth/user-cache.js';
import { registerUserRoutes, userHooks } from './auth/user-routes.js';
import { registerSetupRoutes } from './auth/setup-routes.js';
import { roleHooks } from './auth/role-routes.js';
import { registerRoleMatrixRoutes } from './auth/role-matrix-routes.js';
import { loadJwtKey } from './auth/tokens.js';
import { LoginThrottle } from './auth/throttle.js';
import { VERSION } from './version.js';
import { attachRealtime } from './core/realtime.js';
import { openClusterBus } from './core/cluster-bus.js';
import { registerRequestContext, requestIdOf } from './core/request-context.js';
import { admissionLimit, registerAdmission, type AdmissionOptions } from './core/admission.js';
import { registerHealthRoutes } from './core/health.js';
import type { AreaManifest } from './core/area.js';
import { AREAS } from './domain/areas.js';
import { buildStepTable, checkStepsDeclared } from './core/steps.js';
import { registerCompression } from './static/compression.js';
import { registerApiNoStore } from './static/cache-headers.js';
import { serveClient } from './static/client.js';

export interface AppOptions {
  database: Database_;
  registry?: Registry;
  logger?: boolean;
  now?: () => Date;
  /** The built client to serve; defaults to dist/client when it exists. */
  clientDir?: string | null;
  throttle?: LoginThrottle;
  /** How many API requests are worked on at once (default: `admissionLimit`, NIAGA_MAX_INFLIGHT). */
  admission?: AdmissionOptions;
  /** The workflow areas to register (default: every area of server/domain/areas.ts); tests add fixture areas. */
  areas?: readonly AreaManifest[];
  /** Behind a reverse proxy: which hops to believe for the client's address (Fastify `trustProxy`; NIAGA_TRUST_PROXY). */
  trustProxy?: boolean | string[];
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    // A proxy's X-Request-Id is kept (nginx $request_id), so one id follows a request through proxy, logs and audit rows.
    genReqId: (req: IncomingMessage) => requestIdOf(req.headers['x-request-id']),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { querystringParser: (s: string) => Object.fromEntries(groupParams(new URLSearchParams(s))) },
  });
  const registry = options.registry ?? defaultRegistry;
  const areas = options.areas ?? AREAS;
  const steps = buildStepTable(areas, registry);
  // Every declared step has exactly one handler: a missing one would otherwise surface only when someone takes it.
  checkStepsDeclared(registry, steps);
  const { db, kind } = options.database;
  const bus = await openClusterBus(options.database, (error, message) => app.log.error({ err: error }, message));
  const ctx: AppContext = {
    db, kind, registry, version: VERSION, bus,
    jwtKey: await loadJwtKey(db),
    permissions: new PermissionCache(db),
    users: new AuthUserCache(db),
    now: options.now ?? (() => new Date()),
    steps,
  };
  ctx.permissions.shareThrough(bus);
  ctx.users.shareThrough(bus);
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => bus.close());
  registerRequestContext(app);
  registerAdmission(app, options.admission ?? { limit: admissionLimit(kind) });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // JSON only: Fastify also parses text/plain by default, which no Niaga call accepts (415).
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerAuthentication(app);
  registerIdempotency(app);
  await registerCompression(app);
  registerApiNoStore(app);

  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') routes.push({ method: m, url: r.url, schema: r.schema });
  });

  registerHealthRoutes(app);
  publicRoute(app, { method: 'GET', url: '/api/docs', summary: 'Dokumen OpenAPI seluruh API', querystring: Querystring({}, { strict: false }) }, async () => buildOpenApi(registry, VERSION, routes));
  registerAuthRoutes(app, options.throttle ?? new LoginThrottle(db));
  registerUserRoutes(app);
  registerRoleMatrixRoutes(app);
  registerSetupRoutes(app);
  attachRealtime(app);
  for (const area of areas) area.routes?.(app);
  const hooks = Object.assign({ user: userHooks, ...roleHooks(app) }, ...areas.map((area) => area.hooks?.(app) ?? {}));
  app.decorate('hooks', hooks);
  registerCrudRoutes(app, hooks);

  const clientDir = options.clientDir === undefined ? resolve(process.cwd(), 'dist/client') : options.clientDir;
  if (clientDir && existsSync(resolve(clientDir, 'index.html'))) await serveClient(app, clientDir, registry);
  return app;
}

/** Repeated keys become arrays (`id=1&id=2`), single keys stay strings. */
function groupParams(params: URLSearchParams): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [k, v] of params) {
    const prev = out.get(k);
    out.set(k, prev === undefined ? v : [...[prev].flat(), v]);
  }
  return out;
}
