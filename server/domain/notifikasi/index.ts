/** The user's notifications (state changes of documents they wrote). */
import type { AreaManifest } from '../../core/area.js';
import { registerNotifikasiRoutes } from './notifikasi-routes.js';

export const manifest: AreaManifest = { name: 'notifikasi', routes: registerNotifikasiRoutes };
