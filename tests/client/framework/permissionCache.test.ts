import { describe, expect, it } from 'vitest';
import { cachedPermissions, rememberPermissions } from '../../../src/framework/permissionCache';
import type { PermissionEntry } from '../../../src/providers/permissions';

const entries: PermissionEntry[] = [
  { id: 1, menu_id: 7, urutan: 1, menu: { name: 'Konsumen', icon: null, url: '/konsumen' }, create: true, update: false, delete: false, sub_menu: [] },
];

describe('permissions kept on the device for the next session start', () => {
  it('gives back the entries of the same user and level only', () => {
    rememberPermissions(6, 7, entries);
    expect(cachedPermissions(6, 7)).toEqual(entries);
    expect(cachedPermissions(6, 2)).toBeUndefined();
    expect(cachedPermissions(5, 7)).toBeUndefined();
    expect(cachedPermissions(undefined, undefined)).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('niaga.permissions', '{not json');
    expect(cachedPermissions(6, 7)).toBeUndefined();
    localStorage.setItem('niaga.permissions', JSON.stringify({ userId: 6, levelId: 7, entries: 'x' }));
    expect(cachedPermissions(6, 7)).toBeUndefined();
  });
});
