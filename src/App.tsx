import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
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

const dataProvider = createDataProvider(registry);
const i18nProvider = createI18nProvider(registry);
const store = localStorageStore(undefined, 'niaga');
const definitions = resourceDefinitions(registry);

/** react-admin's contexts (data, auth, Indonesian, theme) inside a browser router, around our own guarded routes. */
export function App() {
  const themeMode = useThemeModeState();
  const theme = useMemo(() => buildTheme(themeMode.mode), [themeMode.mode]);
  return (
    <BrowserRouter>
      <ThemeModeProvider value={themeMode}>
        <RegistryProvider registry={registry}>
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
            <ResourceDefinitionContextProvider definitions={definitions}>
              <CssBaseline enableColorScheme />
              <AppRoutes />
              <Toast />
            </ResourceDefinitionContextProvider>
          </AdminContext>
        </RegistryProvider>
      </ThemeModeProvider>
    </BrowserRouter>
  );
}
