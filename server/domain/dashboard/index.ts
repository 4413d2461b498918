/** The home screen's figures and work lists (SPEC.md dashboard). */
import type { AreaManifest } from '../../core/area.js';
import { registerDashboardRoutes } from './dashboard-routes.js';

export const manifest: AreaManifest = { name: 'dashboard', routes: registerDashboardRoutes };
