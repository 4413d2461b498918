import type { ChunkingContext } from 'rolldown';

/**
 * A few stable chunks instead of ~80 small ones (each a round trip on a phone's HTTP/1.1 connections, six at a
 * time). What a signed-in screen needs before it draws (the entry and everything it imports statically: the shell,
 * the resource view with its list and detail, the dashboard) goes in four groups: the libraries, in three groups
 * that change only when a dependency is upgraded, and the app's own shared code in one. What only a later step
 * needs (forms, inputs and the libraries behind them) goes in two more chunks, `vendor-more` and `app-more`, loaded
 * with the first form. Libraries loaded on first use (exceljs, recharts, the date pickers, pdf, qrcode, the jsQR decoder) are left out
 * so they stay in their own lazy chunks. Rolldown's `codeSplitting.groups`.
 */
const LAZY_LIBRARIES = /node_modules\/(exceljs|recharts|victory-vendor|d3-[^/]+|@reduxjs|redux|redux-thunk|react-redux|use-sync-external-store|es-toolkit|decimal\.js-light|tiny-invariant|immer|reselect|@mui\/x-date-pickers|@mui\/x-internals|pdfmake|pdfjs-dist|qrcode|jsqr)\//;
/** Our own code shared by many screens: framework, layout, providers, common, and the dashboard. */
const SHARED_APP = /^(?!.*node_modules).*\/(src\/(framework|layout|providers|pages\/dashboard)|common)\/(?!.*(DatePickers|ImportDialog|ActivityChart|MonthCharts|menuIcons|xlsx))/;

const normal = (id: string) => id.replace(/\\/g, '/');

/** Whether a module is imported statically, at any depth, by an entry: it runs before the first screen draws. */
function firstLoad(id: string, ctx: ChunkingContext, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // a cycle back to this module proves nothing
  const info = ctx.getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => firstLoad(importer, ctx, memo)));
  memo.set(id, result);
  return result;
}

/** One memo per build: the module graph does not change while chunks are named. */
let memo = new Map<string, boolean>();
let memoOf: ChunkingContext | null = null;
function isFirstLoad(id: string, ctx: ChunkingContext): boolean {
  if (memoOf !== ctx) { memo = new Map(); memoOf = ctx; }
  return firstLoad(id, ctx, memo);
}

const group = (name: string, test: RegExp, priority: number, first: boolean) => ({
  priority,
  name: (id: string, ctx: ChunkingContext) => {
    const path = normal(id);
    if (!test.test(path) || LAZY_LIBRARIES.test(path)) return null;
    return isFirstLoad(id, ctx) === first ? name : null;
  },
});

export const CHUNK_GROUPS = [
  group('react', /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//, 40, true),
  group('mui', /node_modules\/(@mui|@emotion|@babel\/runtime|@popperjs|react-transition-group|clsx|prop-types|react-is|stylis|hoist-non-react-statics)\//, 30, true),
  group('react-admin', /node_modules\//, 20, true),
  group('vendor-more', /node_modules\//, 15, false),
  group('app', SHARED_APP, 10, true),
  group('app-more', SHARED_APP, 5, false),
];
