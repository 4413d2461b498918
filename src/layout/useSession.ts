import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { hasSession, sessionVersion, subscribeSession } from '../providers/session';
import { setSessionExpiredHandler } from '../providers/http';

/** Whether a session exists, re-rendering on login, refresh and logout. */
export function useHasSession(): boolean {
  useSyncExternalStore(subscribeSession, sessionVersion);
  return hasSession();
}

/** A failed refresh lands on /login carrying the target, with cached data of the old session dropped. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    setSessionExpiredHandler((to) => {
      queryClient.clear();
      navigate(to, { replace: true });
      notify('Sesi Anda telah berakhir, silakan masuk kembali', { type: 'info' });
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate, queryClient, notify]);
}
