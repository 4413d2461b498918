import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { ListSkeleton } from './list/ListSkeleton';

const OWN_CHECK_OFF: { defaultProps: Record<string, unknown> } = { defaultProps: { disableAuthentication: true } };

/**
 * react-admin's List, Edit, Show and Create ask `authProvider.checkAuth` before they fetch, which costs the first
 * query a render cycle (about 0.4 s on a slow phone). Our route guard (AppRoutes, `decideRoute`) has already sent
 * anyone without a session to the login page before a resource screen is drawn, and the server checks every call.
 */
function withoutOwnAuthCheck(outer: Theme): Theme {
  const components = (outer.components ?? {}) as Record<string, { defaultProps?: object } | undefined>;
  const off = (name: string): { defaultProps: Record<string, unknown> } => ({ ...components[name], defaultProps: { ...components[name]?.defaultProps, ...OWN_CHECK_OFF.defaultProps } });
  const list = off('RaList');
  // Skeleton rows at once instead of an empty page for the first second of a list's first load.
  list.defaultProps = { ...list.defaultProps, loading: <ListSkeleton /> };
  return { ...outer, components: { ...outer.components, RaList: list, RaEdit: off('RaEdit'), RaShow: off('RaShow'), RaCreate: off('RaCreate') } as Theme['components'] };
}

/** Around every resource screen, which the route guard admitted: its react-admin views fetch at once, lists draw skeleton rows meanwhile. */
export function GuardedScreens(props: { children: ReactNode }) {
  return <ThemeProvider theme={withoutOwnAuthCheck}>{props.children}</ThemeProvider>;
}
