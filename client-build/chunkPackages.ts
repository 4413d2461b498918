import type { Plugin } from 'vite';

/** Where a module id sits in node_modules: its package name (`@scope/name` or `name`), else null. */
export function packageOf(id: string): string | null {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(id.replace(/\\/g, '/'));
  return m ? m[1] : null;
}

/**
 * Writes `.vite/chunk-packages.json`: for every built chunk, the npm packages bundled into it. The manifest
 * says which chunks a route loads; this says what they hold (scripts/check-first-chunks.mjs reads both).
 */
export function chunkPackages(): Plugin {
  return {
    name: 'niaga-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        packages[chunk.fileName] = [...new Set(chunk.moduleIds.map(packageOf).filter((p): p is string => !!p))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: `${JSON.stringify(packages, null, 1)}\n` });
    },
  };
}
