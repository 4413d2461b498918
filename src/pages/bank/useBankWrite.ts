import { useCan } from '../../framework/access';
import { BANK_MENU } from './bankApi';

/** Whether the user may import statements and match lines (finance); a reader (the GM) sees the same without buttons. */
export function useBankWrite(): boolean {
  const create = useCan(BANK_MENU, 'create');
  const update = useCan(BANK_MENU, 'update');
  return create || update;
}
