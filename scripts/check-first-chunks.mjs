/**
 * Build check (issue 25): no screen's first chunk set holds the spreadsheet, chart, PDF, QR code or date-picker
 * libraries; they load when first used. Runs after `vite build` (part of `npm run build`) and exits 1 when a
 * screen would download one of them before it shows its content.
 *
 * A screen's first chunk set is what it loads before drawing: the entry with its static imports, plus each
 * screen chunk (a page, the app shell or the resource view: a dynamic import of the entry's code from
 * src/pages, src/layout or src/framework/ResourceView, and the generated views inside the last) with its
 * static imports. Packages per chunk come from
 * `.vite/chunk-packages.json` (client-build/chunkPackages.ts). `--verbose` prints every screen's set.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

const FORBIDDEN = [
  [/^exceljs$/, 'spreadsheet'],
  [/^(recharts|victory-vendor|d3-.*)$/, 'chart'],
  [/^(pdfmake|pdfjs-dist|pdfkit)$/, 'PDF'],
  [/^qrcode$/, 'QR code'],
  [/^jsqr$/, 'QR decoder'],
  [/^@mui\/x-date-pickers$/, 'date picker'],
];
const SCREEN_SOURCE = /^src\/(pages\/|auth\/|layout\/|framework\/(ResourceView|Generated\w+)\.tsx$)/;
const GENERATED_VIEW = /^src\/framework\/Generated\w+\.tsx$/;
/** Lazy parts of a screen, not screens: the dashboard's charts (drawn after its figures) and the menu's icon set. */
const PART_OF_A_SCREEN = /^src\/(pages\/dashboard\/(ActivityChart|MonthCharts)|layout\/menuIcons)\.tsx$/;

const dist = resolve(process.argv.find((a) => !a.startsWith('-') && a !== process.argv[0] && a !== process.argv[1]) ?? 'dist/client');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
const packages = JSON.parse(readFileSync(resolve(dist, '.vite/chunk-packages.json'), 'utf8'));

/** A manifest key and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
/** Screens by manifest key, each with its first chunk set: the entry's code and the screen's static imports. */
const screens = new Map();
const addScreens = (parentSet, test) => {
  for (const key of new Set([...parentSet].flatMap((k) => manifest[k].dynamicImports ?? []))) {
    if (test.test(key) && !PART_OF_A_SCREEN.test(key) && !screens.has(key)) screens.set(key, closure(key, new Set(parentSet)));
  }
};
addScreens(closure(entry), SCREEN_SOURCE);
// The generated form and detail views are drawn inside the resource view, so its set comes first.
const resourceView = screens.get('src/framework/ResourceView.tsx');
if (resourceView) addScreens(resourceView, GENERATED_VIEW);

const problems = [];
const verbose = process.argv.includes('--verbose');
for (const [screen, keys] of [...screens].sort(([a], [b]) => a.localeCompare(b))) {
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  if (verbose) {
    const brotli = files.reduce((sum, f) => sum + statSync(resolve(dist, existsSync(resolve(dist, `${f}.br`)) ? `${f}.br` : f)).size, 0);
    console.log(`${screen}: ${files.length} scripts, ${(brotli / 1024).toFixed(0)} KB brotli`);
  }
  for (const file of files) {
    for (const pkg of packages[file] ?? []) {
      const hit = FORBIDDEN.find(([re]) => re.test(pkg));
      if (hit) problems.push(`${screen} loads ${file} first, which holds ${pkg} (${hit[1]})`);
    }
  }
}
if (screens.size === 0) problems.push(`no screen chunk found among the dynamic imports of ${entry}`);
if (problems.length) {
  console.error(`First chunk check failed: these libraries must load when first used, not with the screen:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`First chunk check: ${screens.size} screens, none loads a spreadsheet, chart, PDF, QR code or date-picker library first.`);
