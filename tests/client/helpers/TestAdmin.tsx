import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { memoryStore, ResourceDefinitionContextProvider, type AuthProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import type { Registry } from '../../../common/registry';
import { RegistryProvider } from '../../../src/framework/RegistryContext';
import { resourceDefinitions } from '../../../src/framework/resourceDefinitions';
import { createI18nProvider } from '../../../src/providers/i18n';
import type { PermissionEntry } from '../../../src/providers/permissions';
import { saveSession } from '../../../src/providers/session';
import type { PageViews, RecordActions } from '../../../src/framework/pageParts';
import { pageParts } from '../../../src/pages/views';
import { buildTheme } from '../../../src/layout/theme';
import { Toast } from '../../../src/layout/Toast';
import { tokenAnswer } from './fakeApi';

/** Role entries granting every menu of the registry with the given flags. */
export function grantAll(registry: Registry, flags = { create: true, update: true, delete: true }): PermissionEntry[] {
  const urls = [...new Set(registry.resources.map((r) => r.menu))];
  return [{
    id: 1, menu_id: 1, urutan: 1, menu: { name: 'Semua', icon: null, url: '/semua' }, create: false, update: false, delete: false,
    sub_menu: urls.map((url, i) => ({ id: i + 2, name: url, icon: null, url, ...flags, notifikasi: { notif: 0 } })),
  }];
}

export function fakeAuthProvider(entries: PermissionEntry[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => entries,
    getIdentity: async () => ({ id: 1, fullName: 'Rudi Hartono' }),
  };
}

/** The app's contexts around a view, on a fixture or the real registry, signed in; the app's own pages unless others are given. */
export function TestAdmin(props: {
  registry: Registry;
  dataProvider: DataProvider;
  entries?: PermissionEntry[];
  path?: string;
  pageViews?: PageViews;
  recordActions?: RecordActions;
  children: ReactNode;
}) {
  if (!localStorage.getItem('niaga.user')) saveSession(tokenAnswer('akses', 'segar'));
  return (
    <MemoryRouter initialEntries={[props.path ?? '/']}>
      <RegistryProvider
        registry={props.registry}
        pageViews={props.pageViews ?? pageParts.pageViews}
        recordActions={props.recordActions ?? pageParts.recordActions}
        recordPanels={pageParts.recordPanels}
        rowActions={pageParts.rowActions}
        screenTitles={pageParts.screenTitles}
      >
        <AdminContext
          dataProvider={props.dataProvider}
          authProvider={fakeAuthProvider(props.entries ?? grantAll(props.registry))}
          i18nProvider={createI18nProvider(props.registry)}
          store={memoryStore()}
          theme={buildTheme('dark')}
        >
          <ResourceDefinitionContextProvider definitions={resourceDefinitions(props.registry)}>
            {props.children}
            <Toast />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </RegistryProvider>
    </MemoryRouter>
  );
}

/** English words react-admin or MUI would show when a translation is missing. */
const ENGLISH = /\b(Save|Delete|Cancel|Create|Edit|Show|Export|Search|Filters?|Add filter|Rows per page|No results found|Required|Loading|Refresh|Actions|Yes|Remove|Clear|Close|Open|Select all|Go to|Undo|Confirm|Back|Page|of)\b/;

/** Every English word in the visible text and in the accessible names, placeholders and tooltips. */
export function englishLeaks(root: HTMLElement = document.body): string[] {
  const leaks: string[] = [];
  const text = root.textContent ?? '';
  const m = ENGLISH.exec(text);
  if (m) leaks.push(`text: …${text.slice(Math.max(0, m.index - 30), m.index + 30)}…`);
  root.querySelectorAll('[aria-label],[title],[placeholder]').forEach((el) => {
    for (const attr of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(attr);
      if (value && ENGLISH.test(value)) leaks.push(`${attr}: ${value}`);
    }
  });
  return leaks;
}
