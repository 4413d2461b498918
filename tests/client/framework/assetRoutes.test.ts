import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import { findResource } from '../../../common/registry';
import { aliasTarget, buildRouteTable } from '../../../src/framework/routeTable';
import { decideRoute } from '../../../src/framework/guard';

describe('asset screens of SPEC.md section 2', () => {
  const table = buildRouteTable(registry);
  const redirect = (path: string) => table.find((r) => r.path === path);

  it('opens the create page from /add-empty and the disposal kinds\' /add and /detail/:id', () => {
    expect(aliasTarget(findResource(registry, 'asset-penyimpanan')!, '/asset-penyimpanan/add-empty')).toBe('/asset-penyimpanan/create');
    for (const [kind, jenis] of [['hilang', 1], ['rusak', 2], ['perbaikan', 3]] as const) {
      const json = encodeURIComponent(JSON.stringify({ jenis }));
      expect(redirect(`/asset-disposal/${kind}`)).toMatchObject({ kind: 'redirect', to: `/asset-disposal?filter=${json}` });
      expect(redirect(`/asset-disposal/${kind}/add`)).toMatchObject({ kind: 'redirect', to: `/asset-disposal/create?source=${json}` });
      expect(decideRoute(table, `/asset-disposal/${kind}`, '?page=2', { loggedIn: true, permissions: {} } as never))
        .toEqual({ type: 'redirect', to: `/asset-disposal?filter=${json}&page=2` });
      expect(redirect(`/asset-disposal/${kind}/detail/:id`)).toMatchObject({ kind: 'redirect', to: '/asset-disposal/:id/show' });
    }
  });

  it('routes every /asset… path SPEC.md names', () => {
    const paths = ['/asset-penyimpanan', '/asset-penyimpanan/add', '/asset-penyimpanan/detail/:id', '/asset-peminjaman', '/asset-peminjaman/add', '/asset-peminjaman/edit/:id',
      '/asset-peminjaman/detail/:id', '/asset-pengembalian', '/asset-mutasi-request', '/asset-mutasi-request/detail/:id', '/asset-mutasi-entry', '/asset-mutasi-entry/detail/:id',
      '/asset-audit', '/asset-audit/detail/:id', '/asset-laporan'];
    expect(paths.filter((p) => !redirect(p))).toEqual([]);
  });
});
