/**
 * Signing in again in place: when the session ends while a form holds unsaved input, the page stays, a sign-in
 * dialog opens over it (layout/ReauthDialog.tsx) and the calls refused meanwhile wait for its outcome. The same
 * user signing in resumes them (a save is sent again with its own Idempotency-Key); anyone else discards the page.
 */
import { getUser, hasSession, holdUser, notifySessionChanged, STORAGE_KEYS, subscribeSession, tokenSubject, type SessionUser } from './session';
import { changeSignal } from './changeSignal';

const changes = changeSignal();
const dirtyForms = new Set<symbol>();

let lastUser: SessionUser | null = typeof localStorage === 'undefined' ? null : getUser();
subscribeSession(() => {
  const user = getUser();
  if (user && (tokenSubject() ?? user.id) === user.id) lastUser = user;
});

interface Pending {
  user: SessionUser;
  promise: Promise<boolean>;
  settle: (resumed: boolean) => void;
}
let pending: Pending | null = null;

export const subscribeReauth = changes.subscribe;
export const reauthVersion = changes.version;

/** The user whose session ended, while the dialog is open. */
export function reauthUser(): SessionUser | null {
  return pending?.user ?? null;
}

/** A form reports whether it holds input not yet saved (framework/form/UnsavedChanges.tsx). */
export function setUnsavedWork(form: symbol, dirty: boolean): void {
  if (dirty) dirtyForms.add(form);
  else dirtyForms.delete(form);
}

export function hasUnsavedWork(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Opens the dialog (once, however many calls were refused) and answers, when it closes, whether the same user
 * signed in again. Without a known user there is nobody to sign in as: false at once.
 */
export function requestReauth(): Promise<boolean> {
  if (pending) return pending.promise;
  const user = lastUser;
  if (!user) return Promise.resolve(false);
  let settle: (resumed: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => { settle = resolve; });
  pending = { user, promise, settle };
  holdUser(user);
  changes.emit();
  return promise;
}

/** Closes the dialog: `true` resumes the waiting calls, `false` fails them. */
export function finishReauth(resumed: boolean): void {
  const done = pending;
  pending = null;
  holdUser(null);
  changes.emit();
  done?.settle(resumed);
}

let discarding = false;

/** Another user signed in over this page: nothing typed here may be saved as theirs, so the app starts afresh. */
export function discardPageAndReload(to = `${window.location.pathname}${window.location.search}`): void {
  discarding = true;
  dirtyForms.clear();
  window.location.assign(to);
}

// Registered before any form's own warning, so a deliberate discard is not asked about.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => { if (discarding) event.stopImmediatePropagation(); }, { capture: true });
}

const SESSION_KEYS: string[] = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.gudang];

/**
 * Tabs share the session's keys: a refresh in another tab is simply used here, a sign-out there signs this tab out
 * (or, over unsaved input, opens the sign-in dialog), the same user signing in there closes this tab's dialog, and
 * a different user signing in there reloads this tab.
 */
function onOtherTab(event: StorageEvent): void {
  if (event.storageArea !== localStorage || (event.key !== null && !SESSION_KEYS.includes(event.key))) return;
  const before = lastUser;
  const signedIn = hasSession();
  // The token names its user even while the other tab is still writing the user key after it.
  const now = signedIn ? tokenSubject() : null;
  if (now !== null && before && now !== before.id) {
    discardPageAndReload();
    return;
  }
  if (signedIn && pending) finishReauth(true);
  else if (!signedIn && !pending && hasUnsavedWork()) void requestReauth();
  notifySessionChanged();
}

if (typeof window !== 'undefined') window.addEventListener('storage', onOtherTab);
