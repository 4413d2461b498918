import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { memoryStore, ResourceDefinitionContextProvider, type AuthProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { RegistryProvider } from '../../../src/framework/RegistryContext';
import { resourceDefinitions } from '../../../src/framework/resourceDefinitions';
import { createI18nProvider } from '../../../src/providers/i18n';
import { saveSession } from '../../../src/providers/session';
import { buildTheme } from '../../../src/layout/theme';
import { fakeAuthProvider, grantAll } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';
import { tokenAnswer } from '../helpers/fakeApi';

function renderList(dataProvider: DataProvider, authProvider: AuthProvider) {
  saveSession(tokenAnswer('akses', 'segar'));
  return render(
    <MemoryRouter initialEntries={['/satuan']}>
      <RegistryProvider registry={registry}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider(registry)} store={memoryStore()} theme={buildTheme('dark')}>
          <ResourceDefinitionContextProvider definitions={resourceDefinitions(registry)}>
            <ResourceView resource="satuan" view="list" />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </RegistryProvider>
    </MemoryRouter>,
  );
}

describe('a resource screen admitted by the route guard', () => {
  it("fetches its rows without waiting for react-admin's own session check", async () => {
    const { dataProvider, calls } = memoryDataProvider(registry, 3);
    // A check that never answers: before, the list waited for it and never asked for its rows.
    renderList(dataProvider, { ...fakeAuthProvider(grantAll(registry)), checkAuth: () => new Promise(() => undefined) });
    await waitFor(() => expect(calls.some((c) => c.method === 'getList' && c.resource === 'satuan')).toBe(true));
    expect((await screen.findAllByText(/Satuan/)).length).toBeGreaterThan(0);
  });

  it('draws skeleton rows at once while its first page is on the way', async () => {
    const { dataProvider } = memoryDataProvider(registry, 3);
    renderList({ ...dataProvider, getList: () => new Promise(() => undefined) }, fakeAuthProvider(grantAll(registry)));
    expect(await screen.findByRole('status', { name: 'Memuat data' })).toBeInTheDocument();
  });
});
