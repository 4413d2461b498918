import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatMoney } from '../../../common/format';
import { DateField } from '../../framework/inputs/DateField';
import { NumberField } from '../../framework/inputs/NumberField';
import { cashToSettle, paymentSplit, type PaymentErrors, type PaymentInput } from './penjualanMath';

/** The bank account a transfer or a QRIS payment goes into. */
function BankPick(props: { label: string; value: number | null; onChange: (id: number | null) => void; error?: string; banks: Array<{ id: number; label: string }>; banksLoading?: boolean }) {
  return (
    <TextField
      select label={props.label} required value={props.value ?? ''} fullWidth
      onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(props.error)}
      helperText={props.error ?? (!props.banksLoading && props.banks.length === 0 ? 'Tidak ada rekening bank yang dapat dipilih' : undefined)}
    >
      {props.banks.map((b) => <MenuItem key={b.id} value={b.id}>{b.label}</MenuItem>)}
    </TextField>
  );
}

/**
 * How the customer pays now: cash, a transfer or a QRIS payment into one of the company's bank accounts, a giro (number, bank,
 * effective date); whatever is left of the total is nota putih (credit), shown as it changes. Cash settling the
 * sale is rounded down to the company's step (`step`, common/pembulatan.ts), the rounding shown.
 */
export function PembayaranPenjualan(props: {
  total: number | null; step?: number; pay: PaymentInput; onChange: (patch: Partial<PaymentInput>) => void; errors: PaymentErrors;
  banks: Array<{ id: number; label: string }>; banksLoading?: boolean;
}) {
  const { pay, errors, onChange } = props;
  const step = props.step ?? 0;
  const split = props.total === null ? null : paymentSplit(props.total, pay, step);
  const payRestInCash = () => {
    if (props.total === null) return;
    onChange({ tunai: cashToSettle(props.total, pay, step) });
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box sx={{ flex: 1 }}>
          <NumberField money label="Tunai" value={pay.tunai} onChange={(v) => onChange({ tunai: v ?? 0 })} error={errors.tunai} />
        </Box>
        <Button variant="outlined" onClick={payRestInCash} disabled={props.total === null} sx={{ minHeight: 56, whiteSpace: 'nowrap' }}>Lunasi Tunai</Button>
      </Stack>
      <NumberField money label="Transfer" value={pay.transfer} onChange={(v) => onChange({ transfer: v ?? 0 })} error={errors.transfer} />
      {pay.transfer > 0 && <BankPick label="Rekening Bank Tujuan" value={pay.transfer_kas_id} onChange={(v) => onChange({ transfer_kas_id: v })} error={errors.transfer_kas_id} banks={props.banks} banksLoading={props.banksLoading} />}
      <NumberField money label="QRIS" value={pay.qris} onChange={(v) => onChange({ qris: v ?? 0 })} error={errors.qris} />
      {pay.qris > 0 && <BankPick label="Rekening Bank Penerima QRIS" value={pay.qris_kas_id} onChange={(v) => onChange({ qris_kas_id: v })} error={errors.qris_kas_id} banks={props.banks} banksLoading={props.banksLoading} />}
      <NumberField money label="Giro" value={pay.giro} onChange={(v) => onChange({ giro: v ?? 0 })} error={errors.giro} />
      {pay.giro > 0 && (
        <Stack spacing={2} sx={{ pl: { xs: 0, sm: 2 } }}>
          <TextField label="Nomor Giro" required value={pay.giro_nomor} onChange={(e) => onChange({ giro_nomor: e.target.value })} fullWidth
            error={Boolean(errors.giro_nomor)} helperText={errors.giro_nomor} slotProps={{ htmlInput: { maxLength: 40 } }} />
          <TextField label="Bank Giro" required value={pay.giro_bank} onChange={(e) => onChange({ giro_bank: e.target.value })} fullWidth
            error={Boolean(errors.giro_bank)} helperText={errors.giro_bank} slotProps={{ htmlInput: { maxLength: 60 } }} />
          <DateField label="Tanggal Efektif Giro" value={pay.giro_jatuh_tempo} onChange={(v) => onChange({ giro_jatuh_tempo: v })} error={errors.giro_jatuh_tempo} />
        </Stack>
      )}
      <Box role="status" aria-label="Sisa pembayaran" sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
        {split === null ? (
          <Typography color="text.secondary">Sisa dihitung setelah total diketahui (simpan draft dulu).</Typography>
        ) : (
          <Stack spacing={0.5}>
            {split.pembulatan > 0 && (
              <Stack direction="row" justifyContent="space-between">
                <Typography>Pembulatan</Typography><Typography data-testid="pembulatan">- {formatMoney(split.pembulatan)}</Typography>
              </Stack>
            )}
            <Stack direction="row" justifyContent="space-between"><Typography>Dibayar sekarang</Typography><Typography>{formatMoney(split.dibayar)}</Typography></Stack>
            <Stack direction="row" justifyContent="space-between">
              <Typography sx={{ fontWeight: 600 }}>Nota Putih (Kredit)</Typography>
              <Typography sx={{ fontWeight: 600 }} color={split.notaPutih > 0 ? 'warning.main' : 'success.main'} data-testid="nota-putih">{formatMoney(split.notaPutih)}</Typography>
            </Stack>
            {split.notaPutih === 0 && split.lebih === 0 && <Typography variant="caption" color="success.main">Lunas saat transaksi</Typography>}
          </Stack>
        )}
      </Box>
      {split && split.lebih > 0 && <Alert severity="error">Pembayaran melebihi total sebesar {formatMoney(split.lebih)}.</Alert>}
    </Stack>
  );
}
