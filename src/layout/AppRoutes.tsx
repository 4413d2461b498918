import { Suspense, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRegistryValue } from '../framework/RegistryContext';
import { usePermissionSet } from '../framework/usePermissionSet';
import { decideRoute } from '../framework/guard';
import type { PageName } from '../framework/routeTable';
import { lazyWithTimeout } from '../framework/lazy/lazyWithTimeout';
import { ChunkErrorBoundary } from '../framework/lazy/ChunkErrorBoundary';
import { PublicLayout } from './PublicLayout';
import { LoadingScreen } from './LoadingScreen';
import { pageMeta, PAGE_TITLES } from './pageMeta';
import { useHasSession, useSessionExpiryRedirect } from './useSession';
import { useSetupNeeded } from './useSetupNeeded';
// The shell, the resource views and the dashboard (the first screen after login) come with the app's shared
// chunk (client-build/chunkGroups.ts): drawn in the first render, with no lazy chunk to wait for.
import AppShell from './AppShell';
import ResourceView from '../framework/ResourceView';
import DashboardPage from '../pages/dashboard/DashboardPage';

const PAGES: Record<PageName, ComponentType> = {
  login: lazyWithTimeout(() => import('../auth/LoginPage')),
  setup: lazyWithTimeout(() => import('../auth/SetupPage')),
  'forgot-password': lazyWithTimeout(() => import('../auth/ForgotPasswordPage')),
  'token-expired': lazyWithTimeout(() => import('../auth/TokenExpiredPage')),
  'error-404': lazyWithTimeout(() => import('../auth/NotFoundPage')),
  'not-authorized': lazyWithTimeout(() => import('../auth/NotAuthorizedPage')),
  dashboard: DashboardPage,
  'akun-pengguna': lazyWithTimeout(() => import('../auth/AccountPage')),
  integritas: lazyWithTimeout(() => import('../pages/keuangan/IntegrityPage')),
  lapangan: lazyWithTimeout(() => import('../pages/lapangan/LapanganPage')),
  'tutup-hari': lazyWithTimeout(() => import('../pages/lapangan/TutupHariPage')),
  laporan: lazyWithTimeout(() => import('../pages/laporan/ReportPage')),
};


/** Every screen behind the route guard of SPEC.md section 2, each page's code loaded on demand. */
export function AppRoutes() {
  const { routes, registry, screenTitles } = useRegistryValue();
  const location = useLocation();
  const loggedIn = useHasSession();
  const { permissions, isPending } = usePermissionSet();
  useSessionExpiryRedirect();
  // A company without users: every visitor goes to the first-run screen, and it is closed once set up.
  const setup = useSetupNeeded(!loggedIn);

  if (loggedIn && isPending) return <LoadingScreen fullPage />;
  if (!loggedIn && setup === undefined) return <LoadingScreen fullPage />;
  if (!loggedIn && setup && location.pathname !== '/setup') return <Navigate to="/setup" replace />;
  if (!loggedIn && !setup && location.pathname === '/setup') return <Navigate to="/login" replace />;
  const decision = decideRoute(routes, location.pathname, location.search, { loggedIn, permissions });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;

  const { route, params } = decision;
  const content = route.kind === 'page'
    ? (() => { const Page = PAGES[route.page]; return <Page />; })()
    : <ResourceView key={`${route.resource}:${route.view}:${route.screen ?? ''}:${params.id ?? ''}`} resource={route.resource} view={route.view} screen={route.screen} id={params.id} />;
  const loaded = (
    <ChunkErrorBoundary key={location.pathname}>
      <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
    </ChunkErrorBoundary>
  );
  if (route.kind === 'page' && (route.access === 'guest' || route.access === 'public')) {
    return <PublicLayout title={PAGE_TITLES[route.page]}>{loaded}</PublicLayout>;
  }
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingScreen fullPage />}>
        <AppShell meta={pageMeta(registry, route, params, screenTitles)}>{loaded}</AppShell>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
