import type { MenuNode, Registry } from '../../common/registry';
import { findResource } from '../../common/registry';
import type { AppRoute, PageName, ViewKind } from '../framework/routeTable';
import { listPath, menuOf } from '../framework/paths';
import { REPORTS } from '../../common/laporan';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageMeta {
  title: string;
  crumbs: Crumb[];
}

const HOME: Crumb = { label: 'Beranda', to: '/dashboard' };

export const PAGE_TITLES: Record<PageName, string> = {
  login: 'Masuk',
  setup: 'Menyiapkan Perusahaan',
  'forgot-password': 'Lupa Password',
  'token-expired': 'Sesi Berakhir',
  'error-404': 'Halaman Tidak Ditemukan',
  'not-authorized': 'Akses Ditolak',
  dashboard: 'Beranda',
  'akun-pengguna': 'Akun Saya',
  integritas: 'Integritas Data',
  lapangan: 'Jualan Hari Ini',
  'tutup-hari': 'Tutup Hari',
  laporan: 'Laporan',
};

const VIEW_PREFIX: Record<ViewKind, string> = { list: '', create: 'Tambah', edit: 'Ubah', show: 'Detail' };

/** The menu group a url sits in (`/rute` → "Master Data"), as the registry's menu tree says. */
export function menuGroupOf(menus: MenuNode[], url: string): MenuNode | undefined {
  return menus.find((m) => m.children?.some((c) => c.url === url));
}

/** Title and breadcrumb of a screen: Beranda › group › list › action; `screenTitles` names the screens their kind names badly. */
export function pageMeta(
  registry: Registry, route: Exclude<AppRoute, { kind: 'redirect' }>, _params: Record<string, string>, screenTitles: Record<string, string> = {},
): PageMeta {
  if (route.kind === 'page') {
    const title = PAGE_TITLES[route.page];
    if (route.page === 'dashboard') return { title, crumbs: [HOME] };
    if (route.page === 'laporan') {
      const report = REPORTS.find((r) => r.path === route.path);
      const group = menuGroupOf(registry.menus, route.path);
      return { title: report?.title ?? title, crumbs: [HOME, ...(group ? [{ label: group.name }] : []), { label: report?.title ?? title }] };
    }
    const group = menuGroupOf(registry.menus, `/${route.page}`);
    return { title, crumbs: [HOME, ...(group ? [{ label: group.name }] : []), { label: title }] };
  }
  const resource = findResource(registry, route.resource);
  if (!resource) return { title: '', crumbs: [HOME] };
  const group = menuGroupOf(registry.menus, menuOf(registry, resource));
  const base: Crumb[] = [HOME, ...(group ? [{ label: group.name }] : [])];
  const named = route.screen ? screenTitles[route.screen] : undefined;
  if (route.view === 'list') return { title: named ?? resource.labelPlural, crumbs: [...base, { label: named ?? resource.labelPlural }] };
  const action = named ?? VIEW_PREFIX[route.view];
  // The record's id is the database's, not the reader's: the page itself names the record by its number or name.
  return {
    title: named ?? `${action} ${resource.label}`,
    crumbs: [...base, { label: resource.labelPlural, to: listPath(resource) }, { label: action }],
  };
}
