/** Paths a user is never sent back to after logging in. */
const NOT_A_TARGET = ['/', '/login', '/setup', '/forgot-password', '/token-expired', '/error-404', '/not-authorized'];

/** A safe in-app target: a path on this site, never another origin (`//evil`, `https://…`). */
export function safeTarget(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const path = raw.split(/[?#]/)[0];
  return NOT_A_TARGET.includes(path) ? null : raw;
}

/** `/login?next=<target>`: the login page carries the path the user was going to. */
export function loginPathFor(target: string | null | undefined): string {
  const next = safeTarget(target);
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
