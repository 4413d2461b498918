import { useEffect, useState } from 'react';
import { Alert, Autocomplete, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { CreditStatus } from '../../framework/creditStatus';

interface KonsumenOption { id: number; label: string; rute: string }

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The customers the user may sell to (a salesperson: those on their routes — the list is scoped), searched by name or code. */
export function KonsumenPicker(props: { value: number | null; label: string; onChange: (id: number | null, label: string, rute: string) => void; disabled?: boolean; error?: string }) {
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 300);
  const options = useQuery({
    queryKey: ['niaga', 'konsumen-jual', q],
    queryFn: async (): Promise<KonsumenOption[]> => {
      const { data } = await dataProvider.getList('konsumen', { pagination: { page: 1, perPage: 30 }, sort: { field: 'nama', order: 'ASC' }, filter: q ? { q } : {} });
      return data.filter((k) => k.aktif !== false && k.aktif !== 0).map((k) => ({
        id: Number(k.id), label: `${k.nama ?? ''}${k.kode ? ` (${k.kode})` : ''}`, rute: (k.rute as { nama?: string } | null)?.nama ?? '',
      }));
    },
  });
  const selected: KonsumenOption | null = props.value ? { id: props.value, label: props.label, rute: '' } : null;
  return (
    <Autocomplete<KonsumenOption>
      options={options.data ?? []}
      value={selected}
      disabled={props.disabled}
      loading={options.isFetching}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      onChange={(_e, o) => props.onChange(o?.id ?? null, o?.label ?? '', o?.rute ?? '')}
      onInputChange={(_e, text, reason) => { if (reason === 'input') setInput(text); }}
      loadingText="Memuat…"
      noOptionsText="Tidak ada konsumen"
      openText="Buka"
      closeText="Tutup"
      clearText="Kosongkan"
      renderOption={(optionProps, o) => (
        <li {...optionProps} key={o.id}>
          <Box sx={{ py: 0.5 }}>
            <Typography>{o.label}</Typography>
            {o.rute && <Typography variant="caption" color="text.secondary">Rute {o.rute}</Typography>}
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Konsumen" required error={Boolean(props.error)} helperText={props.error} />}
    />
  );
}

/** GET /api/check-hutang for the customer and the credit part of this sale. */
export function useCreditStatus(konsumenId: number | null, jumlah: number, tanggal: string) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const amount = useDebounced(Math.max(0, Math.round(jumlah)), 400);
  return useQuery({
    queryKey: ['niaga', 'check-hutang', konsumenId, amount, tanggal],
    enabled: Boolean(konsumenId),
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataProvider.action<{ data: CreditStatus & { rute?: string } }>('/check-hutang', undefined, {
      // The server takes a positive jumlah only: without it, the status alone.
      method: 'GET', params: amount > 0 ? { konsumen_id: konsumenId!, jumlah: amount, tanggal } : { konsumen_id: konsumenId!, tanggal },
    })).data,
  });
}

function Figure(props: { label: string; value: number; tone?: 'error' | 'success' }) {
  return (
    <Box sx={{ minWidth: 140, flex: '1 1 140px' }}>
      <Typography variant="caption" color="text.secondary">{props.label}</Typography>
      <Typography color={props.tone ? `${props.tone}.main` : undefined} sx={{ fontWeight: 600 }}>{formatMoney(props.value)}</Typography>
    </Box>
  );
}

/** The customer's credit at a glance: limit, open debt, what is left, overdue invoices, and why credit is refused. */
export function CreditSummary(props: { status: CreditStatus | undefined; notaPutih: number; loading?: boolean; error?: string }) {
  const { status } = props;
  if (!status && props.error) return <Alert severity="warning">Status kredit tidak dapat dimuat: {props.error}</Alert>;
  if (!status) return props.loading ? <Typography color="text.secondary">Memeriksa status kredit…</Typography> : null;
  const overdue = status.lewat_tempo.jumlah_faktur > 0;
  return (
    <Stack spacing={1} aria-label="Status kredit konsumen" role="region">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Chip size="small" color={status.boleh_kredit ? 'success' : 'error'} label={status.boleh_kredit ? 'Boleh kredit' : 'Kredit ditolak'} />
        {overdue && <Chip size="small" variant="outlined" color="warning" label={`${status.lewat_tempo.jumlah_faktur} faktur lewat jatuh tempo (${status.lewat_tempo.hari_terlama} hari)`} />}
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
        <Figure label="Limit Kredit" value={status.limit_kredit} />
        <Figure label="Hutang Terbuka" value={status.total_hutang} />
        <Figure label="Sisa Limit" value={status.sisa_limit} tone={status.sisa_limit > 0 ? 'success' : 'error'} />
        {overdue && <Figure label="Lewat Jatuh Tempo" value={status.lewat_tempo.total} tone="error" />}
      </Stack>
      {props.notaPutih > 0 && status.alasan.length > 0 && (
        <Alert severity="warning">
          Nota putih {formatMoney(props.notaPutih)} akan ditolak:
          {status.alasan.map((a) => <div key={a}>{a}</div>)}
        </Alert>
      )}
    </Stack>
  );
}
