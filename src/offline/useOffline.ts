import { useCallback, useEffect, useState } from 'react';
import { getUser } from '../providers/session';
import { listQueue, subscribeQueue, type QueuedDoc } from './queue';
import { readDay, type DayData } from './dayData';
import { onDayStored, refreshDay, startSyncEngine, syncNow } from './engine';

import { useOnline } from './online';

export { useOnline };

/** The user's queue, kept current across tabs. */
export function useQueue(): QueuedDoc[] {
  const user = getUser();
  const [queue, setQueue] = useState<QueuedDoc[]>([]);
  useEffect(() => {
    if (!user) return undefined;
    let live = true;
    const load = () => { void listQueue(user.id).then((q) => { if (live) setQueue(q); }); };
    load();
    const off = subscribeQueue(load);
    return () => { live = false; off(); };
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return queue;
}

/** The stored day: read from the device at once, stored again from the server while online. */
export function useDay() {
  const user = getUser();
  const online = useOnline();
  const [day, setDay] = useState<DayData | null | undefined>(undefined);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    setError(null);
    try {
      const fresh = await refreshDay();
      if (fresh) setDay(fresh);
    } catch {
      setError('Data hari ini belum dapat diperbarui (tidak ada sinyal?). Memakai data di perangkat.');
    } finally {
      setRefreshing(false);
    }
  }, []);
  useEffect(() => {
    if (!user) return undefined;
    startSyncEngine();
    void readDay(user.id).then((d) => setDay(d ?? null));
    return onDayStored((d) => { if (d.user_id === user.id) setDay(d); });
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (online) void refresh();
  }, [online, refresh]);
  return { day, refresh, refreshing, error, online, sync: syncNow };
}
