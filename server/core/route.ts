import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TObject, TSchema, TUnknown, Static } from '@sinclair/typebox';
import type { Action } from '../auth/permissions.js';
import type { AuthUser } from './context.js';
import { requireUser } from './request-user.js';
import { compileValidators } from './route-schema.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteSpec<P extends TObject, Q extends TObject, B extends TSchema> {
  method: Method;
  url: string;
  /** What the call does, in Indonesian (the API docs' summary). */
  summary: string;
  /** The menu whose right the call needs (`action`, default read for GET and create otherwise), checked before the inputs. */
  menu?: string;
  action?: Action;
  /** A right that is not one menu's (a report by name, any of several menus): checked before the inputs, like `menu`. */
  allow?: (user: AuthUser, req: FastifyRequest) => Promise<void>;
  params?: P;
  querystring?: Q;
  body?: B;
  /** A body limit of its own (an upload's file), instead of the app's 1 MB. */
  bodyLimit?: number;
}

export interface RouteInput<P, Q, B, U> {
  user: U;
  params: P;
  query: Q;
  body: B;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Handler<P, Q, B, U> = (input: RouteInput<P, Q, B, U>) => unknown;

function register<P extends TObject, Q extends TObject, B extends TSchema, U>(
  app: FastifyInstance, spec: RouteSpec<P, Q, B>, userOf: (req: FastifyRequest) => U, handler: Handler<Static<P>, Static<Q>, Static<B>, U>,
): void {
  const { ctx } = app;
  const validators = compileValidators({ params: spec.params, querystring: spec.querystring, body: spec.body });
  const schema = {
    summary: spec.summary,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
  };
  app.route({
    method: spec.method,
    url: spec.url,
    schema,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    validatorCompiler: ({ httpPart }) => validators[httpPart ?? ''] ?? ((data: unknown) => ({ value: data })),
    // Who asks and whether they may come first, as before schemas: a stranger gets 401 and a user without the right 403, not a 400 about their inputs.
    preValidation: async (req) => {
      const user = userOf(req) as AuthUser | null;
      if (spec.menu && user) await ctx.permissions.require(user, spec.menu, spec.action ?? (spec.method === 'GET' ? 'read' : 'create'));
      if (spec.allow && user) await spec.allow(user, req);
    },
    handler: async (req, reply) => handler({
      user: userOf(req), req, reply,
      params: req.params as never, query: req.query as never, body: req.body as never,
    }),
  });
}

/**
 * Registers a hand-written route of a signed-in user: a 401 without a session, the menu right (or `allow`) checked,
 * then the declared path, query and body read by their schemas (route-schema.ts) and handed to the handler typed.
 * The schemas also describe the call in `/api/docs`.
 */
export function route<P extends TObject = TObject<{}>, Q extends TObject = TObject<{}>, B extends TSchema = TUnknown>(
  app: FastifyInstance, spec: RouteSpec<P, Q, B>, handler: Handler<Static<P>, Static<Q>, Static<B>, AuthUser>,
): void {
  register(app, spec, requireUser, handler);
}

/** The same for a call anyone may make (sign-in, first setup, health): no session needed, `user` is whoever it is. */
export function publicRoute<P extends TObject = TObject<{}>, Q extends TObject = TObject<{}>, B extends TSchema = TUnknown>(
  app: FastifyInstance, spec: Omit<RouteSpec<P, Q, B>, 'menu' | 'action' | 'allow'>, handler: Handler<Static<P>, Static<Q>, Static<B>, AuthUser | null>,
): void {
  register(app, spec, (req) => req.user ?? null, handler);
}
