import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../core/hooks.js';
import { registerDashboardRoutes } from './dashboard/dashboard-routes.js';

/**
 * Workflow areas plug in here: each adds its routes (thin, over its services) and the hooks it binds to
 * registry entries by name. One line per area.
 */
export function registerDomainRoutes(app: FastifyInstance): void {
  registerDashboardRoutes(app);
}

export function domainHooks(_app: FastifyInstance): HooksByResource {
  return {};
}
