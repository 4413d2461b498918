/** full = create, update and delete; write = create and update; read = read only. */
export type Grant = 'full' | 'write' | 'read';

/**
 * Which menus each standard level gets, by level name and menu url. Menus not named are not granted; `*` is
 * every menu. A sub-menu grant also grants its top menu (read).
 */
export type AreaGrants = Record<string, Record<string, Grant>>;
