import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import { defaultListSort, firstListRead } from '../../../common/firstRead';
import { findResource } from '../../../common/registry';
import { LIST_PER_PAGE, listQuery } from '../../../common/listQuery';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { api } from '../../../src/providers/http';

describe("a list screen's first read, named by the server before the app starts (issue 25)", () => {
  const routes = buildRouteTable(registry);

  it('is, for every generated list route, exactly the address the app asks when that list opens', () => {
    let lists = 0;
    for (const route of routes) {
      if (route.kind !== 'view' || route.view !== 'list' || route.screen) continue;
      const resource = findResource(registry, route.resource)!;
      const read = firstListRead(registry, route.path);
      if (resource.views?.list) {
        expect(read, route.path).toBeNull();
        continue;
      }
      lists += 1;
      const asked = api.getUri({
        url: `/${resource.name}`,
        params: listQuery({ pagination: { page: 1, perPage: LIST_PER_PAGE }, sort: defaultListSort(resource), filter: {} }),
      });
      expect(read, route.path).toEqual({ url: asked, resource: route.resource });
    }
    expect(lists).toBeGreaterThan(50);
  });

  it('is none for a page, a record, a hand-written list or an unknown path', () => {
    const handWritten = registry.resources.find((r) => r.views?.list)!;
    for (const path of ['/dashboard', '/konsumen/1', '/konsumen/create', handWritten.path, '/tidak-ada']) {
      expect(firstListRead(registry, path), path).toBeNull();
    }
  });
});
