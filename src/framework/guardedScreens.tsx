import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const OWN_CHECK_OFF = { defaultProps: { disableAuthentication: true } };

/**
 * react-admin's List, Edit, Show and Create ask `authProvider.checkAuth` before they fetch, which costs the first
 * query a render cycle (about 0.4 s on a slow phone). Our route guard (AppRoutes, `decideRoute`) has already sent
 * anyone without a session to the login page before a resource screen is drawn, and the server checks every call.
 */
function withoutOwnAuthCheck(outer: Theme): Theme {
  const components = (outer.components ?? {}) as Record<string, { defaultProps?: object } | undefined>;
  const off = (name: string) => ({ ...components[name], defaultProps: { ...components[name]?.defaultProps, ...OWN_CHECK_OFF.defaultProps } });
  return { ...outer, components: { ...outer.components, RaList: off('RaList'), RaEdit: off('RaEdit'), RaShow: off('RaShow'), RaCreate: off('RaCreate') } as Theme['components'] };
}

/** Around every resource screen, which the route guard admitted: its react-admin views fetch at once. */
export function GuardedScreens(props: { children: ReactNode }) {
  return <ThemeProvider theme={withoutOwnAuthCheck}>{props.children}</ThemeProvider>;
}
