import { useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { CssBaseline } from '@mui/material';
import { localStorageStore, ResourceDefinitionContextProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import registry from '../resources.config';
import { createDataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { createI18nProvider } from './providers/i18n';
import { RegistryProvider } from './framework/RegistryContext';
import { resourceDefinitions } from './framework/resourceDefinitions';
import { buildTheme } from './layout/theme';
import { ThemeModeProvider, useThemeModeState } from './layout/ThemeModeContext';
import { AppRoutes } from './layout/AppRoutes';
import { Toast } from './layout/Toast';
import { ReauthDialog } from './layout/ReauthDialog';
import { SaveRetryNotice } from './layout/SaveRetryNotice';
import { pageParts } from './pages/views';

const dataProvider = createDataProvider(registry);
const i18nProvider = createI18nProvider(registry);
const store = localStorageStore(undefined, 'niaga');
const definitions = resourceDefinitions(registry);

/**
 * A data router (one route holding everything) because leaving a form with unsaved changes is blocked through
 * react-router's blocker, which only data routers have. Made per mount, so each render of <App /> starts at the
 * browser's current address.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Root /> }]));
  return <RouterProvider router={router} />;
}

/** react-admin's contexts (data, auth, Indonesian, theme) around our own guarded routes. */
function Root() {
  const themeMode = useThemeModeState();
  const theme = useMemo(() => buildTheme(themeMode.mode), [themeMode.mode]);
  return (
    <ThemeModeProvider value={themeMode}>
      <RegistryProvider registry={registry} {...pageParts}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
          <ResourceDefinitionContextProvider definitions={definitions}>
            <CssBaseline enableColorScheme />
            <AppRoutes />
            <Toast />
            <ReauthDialog />
            <SaveRetryNotice />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </RegistryProvider>
    </ThemeModeProvider>
  );
}
