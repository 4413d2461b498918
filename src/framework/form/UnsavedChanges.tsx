import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, useCanBlock, useTranslate } from 'ra-core';
import { setUnsavedWork } from '../../providers/reauth';

/** Tells the session handling that this page holds input not yet saved (a sign-in dialog then keeps the page). */
export function useUnsavedWork(dirty: boolean): void {
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    setUnsavedWork(form, dirty);
    return () => setUnsavedWork(form, false);
  }, [form, dirty]);
}

let leavingAfterSave = false;

/**
 * Navigates away from a form whose work was just saved without asking: the form still counts as changed until its
 * submit settles, after the navigation has started (react-router checks its blockers synchronously).
 */
export function leaveAfterSave(go: () => void): void {
  leavingAfterSave = true;
  try {
    go();
  } finally {
    leavingAfterSave = false;
  }
}

/** While mounted: leaving for another path asks react-admin's "unsaved changes" question, closing the tab the browser's. */
function LeaveBlocker() {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    !leavingAfterSave && currentLocation.pathname !== nextLocation.pathname);
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

/**
 * Any form: while `dirty`, leaving it (menu, link, back, closing the tab) asks first, and a session that ends
 * meanwhile is renewed in place. Blocking needs the app's data router; under another router (unit tests) only the
 * unsaved state is reported.
 */
export function LeaveWarning(props: { dirty: boolean }) {
  const canBlock = useCanBlock();
  useUnsavedWork(props.dirty);
  return props.dirty && canBlock ? <LeaveBlocker /> : null;
}

/** Inside a react-admin form: the same, from react-hook-form's state. */
export function UnsavedChanges() {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  return <LeaveWarning dirty={Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful} />;
}
