import { Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../common/format';
import { NumberField } from '../../framework/inputs/NumberField';
import type { Totals } from './penjualanMath';

function Row(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography sx={{ fontWeight: props.strong ? 700 : 400 }}>{props.label}</Typography>
      <Typography sx={{ fontWeight: props.strong ? 700 : 400, textAlign: 'right' }} data-testid={props.testId}>{props.value}</Typography>
    </Stack>
  );
}

/** The note's figures as they change: goods value, discounts, PPN and the total (Rp.). */
export function RingkasanTotal(props: { totals: Totals; diskon: number; onDiskon?: (v: number) => void; diskonError?: string }) {
  const { totals } = props;
  return (
    <Stack spacing={1} aria-label="Ringkasan total" role="region">
      <Row label="Nilai Barang" value={formatMoney(totals.bruto)} testId="total-bruto" />
      {totals.diskonBaris > 0 && <Row label="Diskon Barang" value={`- ${formatMoney(totals.diskonBaris)}`} />}
      <Row label="Subtotal" value={formatMoney(totals.subtotal)} testId="total-subtotal" />
      {props.onDiskon ? (
        <NumberField money label="Diskon Nota" value={props.diskon} onChange={(v) => props.onDiskon!(v ?? 0)}
          error={props.diskonError ?? (props.diskon > totals.subtotal ? 'Diskon nota melebihi subtotal' : undefined)} />
      ) : <Row label="Diskon Nota" value={`- ${formatMoney(totals.diskon)}`} />}
      <Row label="PPN" value={totals.ppn === null ? 'dihitung saat disimpan' : formatMoney(totals.ppn)} testId="total-ppn" />
      <Divider />
      <Row label="Total" value={totals.total === null ? '—' : formatMoney(totals.total)} strong testId="total-nota" />
    </Stack>
  );
}
