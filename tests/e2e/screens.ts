/**
 * Every screen a sweep opens, once for all sweeps (layout, accessibility): each registry resource's list, create
 * and detail page (with a demo record's id), and the hand-written pages at paths of their own (penempatan,
 * kas-alur, sub-menu rights, mutasi penempatan) plus status kredit, a dialog on a customer's page.
 */
import type { Page } from 'playwright-core';
import registry from '../../resources.config.js';
import { resourceOps, type ResourceDef, type ScreenDef } from '../../common/registry.js';

export interface Screen {
  /** What the sweep reports: `barang list`, `kas KasAlur`. */
  name: string;
  /** The path opened, ids filled in. */
  path: string;
  resource: ResourceDef;
  kind: 'list' | 'create' | 'edit' | 'show';
  /** A generated view (not replaced by a hand-written page). */
  generated: boolean;
  /** What to do once the screen is open (open a dialog), and the text that says it is there. */
  open?: { click: string; shows: string };
}

/** A GET of the API with the signed-in session (the harness's `session.api`). */
export type Api = <T>(path: string) => Promise<T>;

interface ListAnswer { data: Array<Record<string, unknown>> }

/** The first record's id (a single-record resource such as `setting` answers its record itself). */
async function firstId(api: Api, path: string): Promise<number | undefined> {
  const { data } = await api<{ data: ListAnswer['data'] | Record<string, unknown> | null }>(path);
  return (Array.isArray(data) ? data[0]?.id : data?.id) as number | undefined;
}

/** The record a hand-written screen with an id is opened on, when the first record would not do. */
const SCREEN_RECORD: Record<string, (api: Api) => Promise<number | undefined>> = {
  // A level's role row of a top menu that has sub-menus (a sub-menu's own row only explains itself).
  RoleSubMenu: async (api) => {
    const menus = (await api<ListAnswer>('/menu?perPage=1000')).data;
    const parents = new Set<unknown>(menus.map((m) => m.parent_id).filter((p) => p !== null));
    const top = menus.find((m) => m.parent_id === null && parents.has(m.id));
    return top ? firstId(api, `/role?menu_id=${String(top.id)}&perPage=1`) : undefined;
  },
  // A mutation in transit: the destination places its goods.
  MutasiPenempatan: (api) => firstId(api, '/gudang-mutasi?status=dikirim&perPage=1'),
};

/** The record pages of a resource open on its first record in the list's own order. */
function firstRecordPath(resource: ResourceDef): string {
  // A hand-written list may answer otherwise (settings are one record and take no sort).
  if (resource.views?.list) return `/${resource.name}?page=1&perPage=1`;
  const sort = resource.defaultSort ?? { field: 'id', order: 'DESC' };
  return `/${resource.name}?page=1&perPage=1&sort=${sort.field}&order=${sort.order}`;
}

function screenOf(resource: ResourceDef, s: ScreenDef, id: number | undefined): Screen | undefined {
  if (s.path.includes(':') && id === undefined) return undefined;
  return { name: `${resource.name} ${s.view}`, path: s.path.replace(/:\w+/, String(id)), resource, kind: s.kind, generated: false };
}

/**
 * The screens of the registry as the signed-in user's API shows them. A record page whose resource has no demo
 * record is left out and named in `missing`, so a sweep can say what it could not open.
 */
export async function allScreens(api: Api): Promise<{ screens: Screen[]; missing: string[] }> {
  const screens: Screen[] = [];
  const missing: string[] = [];
  for (const resource of registry.resources) {
    const ops = resourceOps(resource);
    const view = (kind: Screen['kind'], path: string): Screen =>
      ({ name: `${resource.name} ${kind}`, path, resource, kind, generated: !resource.views?.[kind] });
    if (ops.includes('list')) screens.push(view('list', resource.path));
    if (ops.includes('create')) screens.push(view('create', `${resource.path}/create`));
    const id = ops.includes('get') ? await firstId(api, firstRecordPath(resource)) : undefined;
    if (ops.includes('get')) {
      if (id === undefined) missing.push(`${resource.name} show`);
      else screens.push(view('show', `${resource.path}/${id}/show`));
    }
    for (const s of resource.screens ?? []) {
      const screenId = s.path.includes(':') ? await (SCREEN_RECORD[s.view] ?? ((a: Api) => firstId(a, firstRecordPath(resource))))(api) : undefined;
      const screen = screenOf(resource, s, screenId);
      if (screen) screens.push(screen);
      else missing.push(`${resource.name} ${s.view}`);
    }
  }
  // Status kredit: the credit status dialog on a customer's detail page (a record action of konsumen).
  const konsumen = screens.find((s) => s.resource.name === 'konsumen' && s.kind === 'show');
  if (konsumen) screens.push({ ...konsumen, name: 'konsumen StatusKredit', open: { click: 'Status Kredit', shows: 'Limit Kredit' } });
  return { screens, missing };
}

/** The SPEC.md section 2 routes without a record id, the public pages and the hand-written pages outside the registry. */
export { PUBLIC_PAGES, SIGNED_IN_PAGES, SPEC_ROUTES } from './specRoutes.js';

/** Adds the generated form (`path/:id`) beside each record's detail page whose resource can be changed. */
export function withEditForms(screens: Screen[]): Screen[] {
  return screens.flatMap((s) => {
    const editable = s.kind === 'show' && !s.open && s.path.endsWith('/show') && resourceOps(s.resource).includes('update');
    if (!editable) return [s];
    return [s, { ...s, name: `${s.resource.name} edit`, kind: 'edit' as const, path: s.path.slice(0, -'/show'.length), generated: !s.resource.views?.edit }];
  });
}

/** Opens a path inside the running app without reloading it (react-router follows history's popstate). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

interface Requests {
  /** The page's requests in flight. */
  open: Set<unknown>;
  /** When one last started or ended (Date.now()). */
  changedAt: number;
}

const inFlight = new WeakMap<Page, Requests>();

function requestsOf(page: Page): Requests {
  let requests = inFlight.get(page);
  if (!requests) {
    const r: Requests = { open: new Set<unknown>(), changedAt: Date.now() };
    requests = r;
    inFlight.set(page, r);
    // socket.io's long polls stay open by design: they are not the screen loading.
    page.on('request', (q) => { if (!q.url().includes('/socket.io/')) { r.open.add(q); r.changedAt = Date.now(); } });
    const done = (q: unknown) => { if (r.open.delete(q)) r.changedAt = Date.now(); };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
  return requests;
}

/** Starts counting the page's requests in flight (API calls and lazy chunks), once per page. */
export function trackRequests(page: Page): Set<unknown> {
  return requestsOf(page).open;
}

/** How long the main area and requests must stay quiet before a screen counts as drawn. */
const QUIET_MS = 300;

/**
 * Waits until the screen has rendered its data: no request in flight nor started or ended for QUIET_MS, no
 * progress indicator, no finite animation or transition running, and the main area non-empty and unchanged for
 * QUIET_MS, read when the page's main thread is idle. Changes are seen by a MutationObserver in the page (the main
 * area's subtree, and the main area itself coming or going), so a quiet screen is known after QUIET_MS rather than
 * after several fixed-interval reads of its markup. react-admin shows nothing for a second before its loading skeleton: its request is in flight meanwhile.
 * Call it once before the first navigation too.
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  const requests = requestsOf(page);
  const deadline = Date.now() + timeout;
  for (;;) {
    const state = await page.evaluate(async () => {
      // First let the page finish what it has queued (React renders in slices between which nothing mutates): an
      // idle callback runs only once the main thread has nothing left to do.
      await new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 }));
      type Quiet = { at: number };
      const w = window as unknown as { __niagaQuiet?: Quiet };
      if (!w.__niagaQuiet) {
        const quiet: Quiet = { at: performance.now() };
        w.__niagaQuiet = quiet;
        const holdsMain = (n: Node) => n instanceof Element && (n.tagName === 'MAIN' || n.querySelector('main') !== null);
        new MutationObserver((records) => {
          for (const m of records) {
            const target = m.target instanceof Element ? m.target : m.target.parentElement;
            if (target?.closest('main') || [...m.addedNodes, ...m.removedNodes].some(holdsMain)) {
              quiet.at = performance.now();
              return;
            }
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      const main = document.querySelector('main');
      // A loading indicator is an indeterminate progress bar; a determinate one (a target's achievement) is data.
      const loading = document.querySelector('[role="progressbar"]:not([aria-valuenow])') !== null;
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return { ready: !!main && main.hasChildNodes() && !loading && !moving, quietFor: performance.now() - w.__niagaQuiet.at };
    });
    const quietFor = Math.min(state.quietFor, requests.open.size ? 0 : Date.now() - requests.changedAt);
    if (state.ready && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`Layar tidak tenang dalam ${timeout} ms: ${page.url()}`);
    await page.waitForTimeout(state.ready ? Math.max(20, QUIET_MS - quietFor) : 50);
  }
}
