import { levelIsAny } from '../../common/levels';
import { usePermissionSet } from './usePermissionSet';
import { can, type Action } from '../providers/permissions';
import { getUser } from '../providers/session';

/** Whether the signed-in user may take `action` on a menu url (steps whose menu is not their resource's). */
export function useCan(menu: string, action: Action): boolean {
  const { permissions } = usePermissionSet();
  return can(permissions, menu, action);
}

/** A salesperson works on their own money only: the screens hide the salesperson filter and pickers. */
export function isSalesUser(): boolean {
  const level = getUser()?.level?.nama_level ?? '';
  return level.trim().toLowerCase() === 'sales';
}

/** Who is using the form: a salesperson (sells as themself, list prices only) or a finance/owner level (may override credit). */
export function useSeller() {
  const user = getUser();
  const level = user?.level?.nama_level;
  return {
    isSales: levelIsAny(level, ['sales']),
    mayOverrideCredit: levelIsAny(level, ['finance', 'owner']),
    karyawanId: user?.karyawan?.id ?? null,
  };
}
