import { STATUS_MUTASI } from '../../../common/bank';
import { StatusChip, type ChipColor } from '../../framework/display/StatusChip';

const COLOR: Record<string, ChipColor> = { cocok: 'success', sebagian: 'warning', belum: 'default' };

/** A bank line's state by its label (common/bank.ts) and colour: Cocok green, Cocok Sebagian amber, Belum Cocok grey. */
export const STATUS_CHIPS = Object.fromEntries(STATUS_MUTASI.map((o) => [String(o.value), { label: o.label, color: COLOR[String(o.value)] ?? 'default' }]));

export function MutasiStatusChip({ value }: { value: unknown }) {
  return <StatusChip map={STATUS_CHIPS} value={String(value ?? 'belum')} />;
}
