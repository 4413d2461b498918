/** Only web and in-app addresses become links: never `javascript:` or `data:` from stored text. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const url = value.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}
