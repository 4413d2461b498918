/**
 * A few stable chunks instead of ~80 small ones (each a round trip on a phone's HTTP/1.1 connections, six at a
 * time): the libraries every screen runs on, in three groups that change only when a dependency is upgraded,
 * and the app's own shared code in one. Libraries loaded on first use (exceljs, recharts, the date pickers,
 * pdf, qrcode, the jsQR decoder) are left out so they stay in their own lazy chunks. Rolldown's `codeSplitting.groups`.
 */
const LAZY_LIBRARIES = /node_modules\/(exceljs|recharts|victory-vendor|d3-[^/]+|@reduxjs|redux|immer|reselect|@mui\/x-date-pickers|@mui\/x-internals|pdfmake|pdfjs-dist|qrcode|jsqr)\//;

const group = (name: string, test: RegExp, priority: number) => ({
  name,
  priority,
  test: (id: string) => test.test(id.replace(/\\/g, '/')) && !LAZY_LIBRARIES.test(id.replace(/\\/g, '/')),
});

export const CHUNK_GROUPS = [
  group('react', /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//, 40),
  group('mui', /node_modules\/(@mui|@emotion|@babel\/runtime|@popperjs|react-transition-group|clsx|prop-types|react-is|stylis|hoist-non-react-statics)\//, 30),
  group('react-admin', /node_modules\//, 20),
  // Our own code shared by every screen (framework, layout, providers, common) and the dashboard, the first
  // screen after login: one chunk, not dozens. The other hand-written pages stay lazy chunks of their own.
  group('app', /^(?!.*node_modules).*\/(src\/(framework|layout|providers|pages\/dashboard)|common)\/(?!.*(DatePickers|ImportDialog|ActivityChart|MonthCharts|menuIcons|xlsx))/, 10),
];
