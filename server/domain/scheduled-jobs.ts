import type { ScheduledJob } from '../core/scheduler.js';
import { vehicleReminderJob } from './armada/pengingat.js';
import { lpjReminderJob } from './bop/index.js';
import { loanReminderJob } from './asset/index.js';
import { exportCleanupJob } from './laporan/exports.js';

/**
 * Every scheduled job of the server, started by server/main.ts through the central scheduler (server/core/scheduler.ts),
 * which runs each once per period across all API instances. A new job: export a `ScheduledJob` from its domain
 * module and add it here.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  lpjReminderJob,
  vehicleReminderJob,
  loanReminderJob,
  exportCleanupJob,
];
