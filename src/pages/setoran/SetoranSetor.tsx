import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { Figure } from '../../framework/display/Figure';
import { GROUP_LABEL } from '../../framework/display/payments';
import { isSalesUser } from '../../framework/access';
import { PecahanInput, pecahanBody, totalPecahan, type Lembar } from './PecahanInput';

export { PECAHAN } from './PecahanInput';

type Tipe = 'tunai' | 'transfer' | 'giro' | 'nota_putih';
interface Ringkasan { karyawan_id: number | null; sales?: string; jumlah: number; totals: Record<Tipe, number>; groups: Record<Tipe, Array<{ id: number; nominal: number }>> }

/**
 * The salesperson's deposit (phone first): what the system expects per type now, the cash counted by denomination
 * with its live total and the difference, then "Setor". Finance picks the salesperson first.
 */
export default function SetoranSetor(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const sales = isSalesUser();
  const { data: karyawan } = useGetList<{ id: number; nama_lengkap: string }>('karyawan', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nama_lengkap', order: 'ASC' } }, { enabled: !sales });
  const [karyawanId, setKaryawanId] = useState('');
  const [lembar, setLembar] = useState<Lembar>({});
  const [busy, setBusy] = useState(false);
  const params: Record<string, string> | null = sales ? {} : karyawanId ? { karyawan_id: karyawanId } : null;
  const query = useQuery({
    queryKey: ['niaga', 'setoran-ringkasan', params],
    enabled: params !== null,
    queryFn: async () => (await dataProvider.action<{ data: Ringkasan }>('/setoran-ringkasan', undefined, { method: 'GET', params: params ?? {} })).data,
  });
  const counted = totalPecahan(lembar);
  const r = query.data;
  const selisih = counted - (r?.totals.tunai ?? 0);

  const submit = async () => {
    setBusy(true);
    try {
      const body: Record<string, unknown> = { pecahan: pecahanBody(lembar) };
      if (!sales) body.karyawan_id = Number(karyawanId) || undefined;
      const answer = await dataProvider.action<{ data: { id: number }; message?: string }>('/transaksi-setor', body);
      notify(answer.message ?? 'Setoran diajukan', { type: 'success' });
      navigate(`/setoran/${answer.data.id}/show`);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Stack spacing={2}>
        {!sales && (
          <TextField select label="Sales yang menyetor" value={karyawanId} onChange={(e) => setKaryawanId(e.target.value)} required>
            {(karyawan ?? []).map((k) => <MenuItem key={k.id} value={String(k.id)}>{k.nama_lengkap}</MenuItem>)}
          </TextField>
        )}
        {query.isError && <Alert severity="error">{errorToasts(query.error).join(' ')}</Alert>}
        {r && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Yang harus disetor ({r.jumlah} pembayaran)</Typography>
              <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                {(['tunai', 'transfer', 'giro', 'nota_putih'] as const).map((t) => <Figure key={t} label={GROUP_LABEL[t]} value={formatMoney(r.totals[t])} />)}
              </Stack>
              {r.jumlah === 0 && <Alert severity="info" sx={{ mt: 1 }}>Tidak ada pembayaran yang belum disetor.</Alert>}
            </CardContent>
          </Card>
        )}
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Uang tunai dihitung</Typography>
            <PecahanInput lembar={lembar} onChange={setLembar} />
            <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
              <Figure label="Total Dihitung" value={formatMoney(counted)} />
              <Figure label="Selisih" value={formatMoney(selisih)} tone={selisih < 0 ? 'error' : selisih > 0 ? 'warning' : 'success'} />
            </Stack>
            {r && selisih !== 0 && (
              <Typography variant="body2" color={selisih < 0 ? 'error.main' : undefined}>
                {selisih < 0 ? `Kurang setor ${formatMoney(-selisih)}` : `Lebih setor ${formatMoney(selisih)}`}
              </Typography>
            )}
          </CardContent>
        </Card>
        <Box>
          <Button variant="contained" size="large" onClick={submit} disabled={busy || !r || r.jumlah === 0}>Setor</Button>
        </Box>
      </Stack>
    </Box>
  );
}
