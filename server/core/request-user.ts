import type { FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from './errors.js';
import type { AuthUser } from './context.js';

/** A positive integer id from a path or a body (400 otherwise). */
export function parseIdParam(raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) <= 0 || !Number.isSafeInteger(Number(raw))) throw badRequest('id harus bilangan bulat positif');
  return Number(raw);
}

/** The signed-in user of a request (401 when there is none). */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
