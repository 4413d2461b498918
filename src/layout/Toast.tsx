import { useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { CloseNotificationContext, useNotificationContext, useTranslate, type NotificationPayload, type NotificationType } from 'ra-core';

/** SPEC.md sections 8 and 9: toasts at the bottom right for 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/** The title of each kind of toast. */
export const TOAST_TITLES: Record<NotificationType, string> = {
  success: 'Berhasil!',
  error: 'Peringatan',
  warning: 'Peringatan',
  info: 'Informasi !',
};

/** Replaces react-admin's notification: one toast at a time from its queue, titled by kind. */
export function Toast() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  if (!current) return null;
  const type = current.type ?? 'info';
  const { messageArgs, autoHideDuration } = current.notificationOptions ?? {};
  const text = typeof current.message === 'string' ? translate(current.message, { _: current.message, ...messageArgs }) : current.message;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION_MS : autoHideDuration ?? undefined}
        onClose={(_event, reason) => { if (reason !== 'clickaway') close(); }}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
      >
        <Alert severity={type === 'warning' ? 'warning' : type} variant="filled" onClose={close} sx={{ minWidth: 300, maxWidth: 480 }}>
          <AlertTitle>{TOAST_TITLES[type]}</AlertTitle>
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
