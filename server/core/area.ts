import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../common/registry.js';
import type { HooksByResource, StepsByResource } from './hooks.js';
import type { ScheduledJob } from './scheduler.js';
import type { AreaGrants } from '../db/base/grants/types.js';
import type { Database_ } from '../db/connection.js';
import type { StepTable } from './context.js';

/**
 * One workflow area (`server/domain/<area>/index.ts` exports it as `manifest`). The app, the base data, the demo
 * seed and the scheduler read areas only through their manifests, listed in `server/domain/areas.ts`.
 */
export interface AreaManifest {
  /** The area's folder name, as in `src/pages/<name>` and `tests/*\/<name>`. */
  name: string;
  /** The area's hand-written routes (prints included); generic CRUD and workflow routes come from the registry. */
  routes?(app: FastifyInstance): void;
  /** Save, list and delete hooks bound to registry entries by resource name (no step handlers: see `steps`). */
  hooks?(app: FastifyInstance): HooksByResource;
  /**
   * The handler of every workflow step the area's registry entries declare, by resource and transition name.
   * A step that only changes state says so with `stateOnly`; the start check refuses a declared step without a
   * handler and a handler of no declared step. A function when the resources depend on the registry (every
   * resource declaring `cost`).
   */
  steps?: StepsByResource | ((registry: Registry) => StepsByResource);
  /** Menu grants of the standard levels (base data, written once per key). */
  grants?: AreaGrants;
  /** The area's parts of the demo company; `order` places each among every area's parts (lower runs first). */
  seeds?: Array<{ order: number; run: AreaSeed }>;
  /** Work the scheduler runs once per period across instances. */
  jobs?: ScheduledJob[];
}

/** What an area's demo seed works with (server/db/seed/demo.ts runs the parts). */
export interface SeedEnv {
  database: Database_;
  registry: Registry;
  /** The seed's "now" as an ISO timestamp; areas date their documents relative to it. */
  at: string;
  /** The app's step handlers (from the area manifests): the seed takes its steps by name like the API. */
  steps: StepTable;
  /** Months of trading history before the current month (server/db/seed/calendar.ts; unset = 12). */
  months?: number;
}

/** One area's part of the demo company, run after the foundation and the parts ordered before it. */
export type AreaSeed = (env: SeedEnv) => Promise<void>;
