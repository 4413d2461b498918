import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, useCanBlock, useTranslate, useWarnWhenUnsavedChanges } from 'ra-core';
import { setUnsavedWork } from '../../providers/reauth';

/** Tells the session handling that this page holds input not yet saved (a sign-in dialog then keeps the page). */
export function useUnsavedWork(dirty: boolean): void {
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    setUnsavedWork(form, dirty);
    return () => setUnsavedWork(form, false);
  }, [form, dirty]);
}

function WarnOnLeave() {
  useWarnWhenUnsavedChanges(true);
  return null;
}

/**
 * Inside a react-admin form: leaving it with unsaved changes (menu, link, back, closing the tab) asks first, with
 * react-admin's own warning, and a session that ends meanwhile is renewed in place. Blocking needs the app's data
 * router; under another router (unit tests) only the unsaved state is reported.
 */
export function UnsavedChanges() {
  const canBlock = useCanBlock();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  useUnsavedWork(Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful);
  return canBlock ? <WarnOnLeave /> : null;
}

function LeaveBlocker() {
  const translate = useTranslate();
  const blocker = useBlocker(true);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => { event.preventDefault(); event.returnValue = true; };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return null;
}

/** The same warning for a form kept in component state (not react-hook-form): rendered while `dirty`. */
export function LeaveWarning(props: { dirty: boolean }) {
  const canBlock = useCanBlock();
  useUnsavedWork(props.dirty);
  return props.dirty && canBlock ? <LeaveBlocker /> : null;
}
