import { useMemo } from 'react';
import { Alert, Autocomplete, Box, TextField, Typography } from '@mui/material';
import { formatMoney } from '../../../common/format';
import { creditStatus } from '../../../common/kredit';
import { customerDebts, type DayCustomer, type DayData } from '../../offline/dayData';
import type { QueuedDoc } from '../../offline/queue';

interface Option { k: DayCustomer; today: boolean; order: number }

/** Words of the query each found in the name, code or address: "kopi jaya" finds "Toko Jaya Kopi". */
export function matchesCustomer(k: Pick<DayCustomer, 'nama' | 'kode' | 'alamat'>, query: string): boolean {
  const hay = `${k.nama} ${k.kode} ${k.alamat ?? ''}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

/** Today's route in its visiting order first, then the other customers by name. */
export function customerOptions(day: Pick<DayData, 'konsumen' | 'kunjungan'>): Option[] {
  const order = new Map((day.kunjungan ?? []).map((v, i) => [v.konsumen_id, i]));
  return day.konsumen
    .map((k) => ({ k, today: order.has(k.id), order: order.get(k.id) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order || a.k.nama.localeCompare(b.k.nama, 'id'));
}

/**
 * The sale's customer, searched by name, code or address with today's route first; on choosing, the credit the
 * phone counts for them (limit, open and overdue debt, whether a credit sale is allowed) before any goods are added.
 */
export function KonsumenPilih(props: { day: DayData; queue: QueuedDoc[]; value: number | ''; onChange: (id: number | '') => void; error?: boolean }) {
  const { day, queue } = props;
  const options = useMemo(() => customerOptions(day), [day]);
  const chosen = options.find((o) => o.k.id === props.value) ?? null;
  const credit = chosen ? creditStatus(chosen.k as unknown as Record<string, unknown>, customerDebts(day, queue, chosen.k.id), 0) : null;
  return (
    <Box>
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_e, o) => props.onChange(o ? o.k.id : '')}
        getOptionLabel={(o) => `${o.k.nama} (${o.k.kode})`}
        isOptionEqualToValue={(a, b) => a.k.id === b.k.id}
        groupBy={(o) => (o.today ? 'Rute hari ini' : 'Konsumen lain')}
        filterOptions={(opts, state) => opts.filter((o) => matchesCustomer(o.k, state.inputValue)).slice(0, 100)}
        renderOption={(attrs, o) => {
          const { key, ...rest } = attrs as typeof attrs & { key: string };
          return (
            <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{o.k.nama}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{[o.k.kode, o.k.alamat].filter(Boolean).join(' · ')}</Typography>
            </Box>
          );
        }}
        noOptionsText="Tidak ada konsumen yang cocok"
        renderInput={(params) => <TextField {...params} label="Konsumen" required placeholder="Cari nama, kode atau alamat" error={props.error} />}
      />
      {chosen && credit && (
        <Alert severity={credit.boleh_kredit ? 'info' : 'warning'} sx={{ mt: 1 }} data-testid="kredit-konsumen">
          <div>
            Limit {formatMoney(credit.limit_kredit)} · hutang {formatMoney(credit.total_hutang)}
            {credit.lewat_tempo.total > 0 ? ` · lewat tempo ${formatMoney(credit.lewat_tempo.total)} (terlama ${credit.lewat_tempo.hari_terlama} hari)` : ''}
          </div>
          <strong>{credit.boleh_kredit ? `Boleh kredit sampai ${formatMoney(credit.sisa_limit)}` : `Kredit ditolak, hanya tunai: ${credit.alasan.join('; ')}`}</strong>
        </Alert>
      )}
    </Box>
  );
}
