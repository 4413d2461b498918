import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { hasSession, sessionVersion, subscribeSession } from '../providers/session';
import { setSessionExpiredHandler } from '../providers/http';
import { reauthUser, reauthVersion, subscribeReauth } from '../providers/reauth';

/**
 * Whether a session exists, re-rendering on login, refresh and logout (in this tab or another). A session that
 * ended while the user signs in again over the open page still counts: the page is not taken away.
 */
export function useHasSession(): boolean {
  useSyncExternalStore(subscribeSession, sessionVersion);
  useSyncExternalStore(subscribeReauth, reauthVersion);
  return hasSession() || reauthUser() !== null;
}

/** A failed refresh lands on /login carrying the target, with cached data of the old session dropped. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    setSessionExpiredHandler((to) => {
      queryClient.clear();
      navigate(to, { replace: true });
      notify(translate('niaga.auth.session_expired'), { type: 'info' });
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate, queryClient, notify, translate]);
}
