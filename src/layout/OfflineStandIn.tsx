import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { levelIsAny } from '../../common/levels';
import { useOnline } from '../offline/online';
import { getUser } from '../providers/session';

const StoredDayScreen = lazy(() => import('../pages/lapangan/StoredDayScreen'));

/** The salesperson's screens that have a version read from the day kept on the device (issue 23). */
const STORED: Record<string, 'konsumen' | 'stok'> = { '/konsumen': 'konsumen', '/stok-mobil': 'stok' };

/** Which stored-day list stands in for the page without network, if any. */
export function useOfflineStandIn(): 'konsumen' | 'stok' | null {
  const online = useOnline();
  const { pathname } = useLocation();
  const kind = STORED[pathname];
  if (online || !kind || !levelIsAny(getUser()?.level?.nama_level, ['sales'])) return null;
  return kind;
}

/** The page, or without network its stored-day version for a salesperson. */
export function OfflineStandIn(props: { children: ReactNode }) {
  const kind = useOfflineStandIn();
  if (!kind) return <>{props.children}</>;
  return (
    <Suspense fallback={null}>
      <StoredDayScreen kind={kind} />
    </Suspense>
  );
}
