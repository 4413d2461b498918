import type { KasJenis as JenisKas } from '../../../common/kas';
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useGetOne } from 'ra-core';
import { formatMoney } from '../../../common/format';
import { useResourceDef } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import { LinkButton } from '../../framework/buttons';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { KasMovements, type DateRange } from './KasMovements';
import { KasRangeFilter } from './KasRangeFilter';
import { KasFormDialog } from './KasFormDialog';
import { kasEntrySpec, kasTransferSpec, type KasJenis } from './kasForms';

interface KasRecord {
  id: number;
  kode: string;
  nama: string;
  jenis: JenisKas;
  bank?: string | null;
  no_rekening?: string | null;
  saldo: number;
  karyawan?: { nama_lengkap?: string } | null;
}

function Fact(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">{props.label}</Typography>
      <Typography variant={props.strong ? 'h6' : 'body1'} data-testid={`kas-${props.label.toLowerCase()}`}>{props.value || '-'}</Typography>
    </Grid>
  );
}

/**
 * SPEC.md /kas-alur/{id}: one cash account with its balance, its movements with the running balance (date
 * range, paging) and, for a level with create on the cash menu, a receipt/payment and a transfer.
 */
export default function KasAlur(props: ResourceViewProps) {
  const kasId = Number(props.id);
  const resource = useResourceDef(props.resource);
  const grants = useResourceGrants(resource);
  const notifyError = useNotifyError();
  const [range, setRange] = useState<DateRange>({});
  const [form, setForm] = useState<KasJenis | 'mutasi' | null>(null);
  const { data: kas, error } = useGetOne<KasRecord>(resource.name, { id: kasId }, { onError: notifyError });
  if (error) return <Box sx={{ p: 2 }}><Alert severity="error" action={<LinkButton to={resource.path} label="Daftar Kas" />}>Kas tidak ditemukan.</Alert></Box>;
  const rekening = kas?.jenis === 'bank' ? [kas.bank, kas.no_rekening].filter(Boolean).join(' ') : 'Tunai';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h6" component="h2">Alur Kas {kas ? `${kas.kode} - ${kas.nama}` : ''}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {grants.create && (
                <>
                  <Button size="small" variant="contained" startIcon={<AddCircleOutline />} onClick={() => setForm('masuk')}>Kas Masuk</Button>
                  <Button size="small" variant="contained" color="secondary" startIcon={<RemoveCircleOutline />} onClick={() => setForm('keluar')}>Kas Keluar</Button>
                  <Button size="small" variant="outlined" startIcon={<SwapHoriz />} onClick={() => setForm('mutasi')}>Mutasi Kas</Button>
                </>
              )}
              <LinkButton to={resource.path} label="Daftar Kas" />
            </Stack>
          </Stack>
          <Grid container spacing={2}>
            <Fact label="Kode" value={kas?.kode ?? ''} />
            <Fact label="Nama" value={kas?.nama ?? ''} />
            <Fact label="Pemegang" value={kas?.karyawan?.nama_lengkap ?? ''} />
            <Fact label="Rekening" value={kas ? rekening : ''} />
            <Fact label="Saldo" value={kas ? formatMoney(kas.saldo) : ''} strong />
          </Grid>
          <KasRangeFilter value={range} onChange={setRange} />
          <KasMovements kasId={kasId} range={range} />
        </CardContent>
      </Card>
      {form && (
        <KasFormDialog
          key={form}
          spec={form === 'mutasi' ? kasTransferSpec(kasId) : kasEntrySpec(kasId, form)}
          onClose={() => setForm(null)}
        />
      )}
    </Box>
  );
}
