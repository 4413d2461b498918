import { KAS_TUNAI_PERUSAHAAN } from '../../../common/kas';
import { useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Table, TableBody, TableCell, TableHead,
  TableRow, TextField, Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import { formatDate, formatMoney } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { fieldErrorsOf } from '../../framework/form/useDialogAction';
import { Figure } from '../../framework/display/Figure';
import { GIRO_STATUS, GROUP_LABEL } from '../../framework/display/payments';
import { SETORAN_STATUS } from './setoranStatus';
import { StatusChip } from '../../framework/display/StatusChip';
import { isSalesUser, useCan } from '../../framework/access';

interface Entry {
  id: number; tipe?: string; nomor: string; tanggal: string; sumber: string; nominal: number; konsumen: string | null; penjualan_nomor: string | null; hutang_nomor: string | null;
  giro_nomor: string | null; giro_bank: string | null; giro_jatuh_tempo: string | null; giro_status: string | null; kas: string | null;
}
type Tipe = 'tunai' | 'transfer' | 'giro' | 'nota_putih';
export interface SetoranDetailData {
  id: number; nomor: string; tanggal: string; status: string; karyawan_id: number; karyawan?: { nama_lengkap?: string } | null; created_by?: number;
  tunai_sistem: number; transfer_sistem: number; giro_sistem: number; nota_putih_sistem: number; tunai_disetor: number; selisih: number; keterangan?: string | null;
  kas?: { nama?: string } | null; pecahan: Array<{ id: number; nominal: number; lembar: number; subtotal: number }>;
  groups: Record<Tipe, Entry[]>; totals: Record<Tipe, number>;
}

function Group({ tipe, entries, total }: { tipe: Tipe; entries: Entry[]; total: number }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{GROUP_LABEL[tipe]} · {formatMoney(total)}</Typography>
        {entries.length === 0 ? <Typography variant="body2" color="text.secondary">Tidak ada.</Typography> : (
          <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={0.5} sx={{ mt: 1 }}>
            {entries.map((e) => (
              <Stack key={e.id} direction="row" justifyContent="space-between" spacing={1}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{e.konsumen ?? '-'} · {e.penjualan_nomor ?? e.hutang_nomor ?? e.nomor}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {formatDate(e.tanggal)} · {e.sumber === 'pelunasan' ? 'Pelunasan' : 'Penjualan'}{e.tipe === 'qris' ? ' · QRIS' : ''}
                    {tipe === 'giro' ? ` · ${e.giro_nomor} ${e.giro_bank} efektif ${formatDate(e.giro_jatuh_tempo)}` : e.kas ? ` · ${e.kas}` : ''}
                  </Typography>
                  {tipe === 'giro' && e.giro_status && <Box><StatusChip map={GIRO_STATUS} value={e.giro_status} /></Box>}
                </Box>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(e.nominal)}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function ApproveDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { data: kas } = useGetList<{ id: number; kode: string; nama: string }>('kas', { filter: { jenis: KAS_TUNAI_PERUSAHAAN }, pagination: { page: 1, perPage: 100 }, sort: { field: 'kode', order: 'ASC' } });
  const [kasId, setKasId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      const answer = await dataProvider.action<{ message?: string }>('/transaksi-setor-approve', { id, kas_id: kasId ? Number(kasId) : undefined });
      notify(answer?.message ?? 'Setoran disetujui', { type: 'success' });
      onDone();
    } catch (e) {
      const errors = fieldErrorsOf(e);
      if (errors?.kas_id) setError(errors.kas_id);
      else notifyError(e);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Setujui Setoran</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label="Masuk ke Kas Perusahaan" value={kasId} onChange={(e) => setKasId(e.target.value)} required error={Boolean(error)}
          helperText={error ?? 'Uang tunai disetor dipindah dari kas sales ke kas ini'} sx={{ mt: 1 }}>
          {(kas ?? []).map((k) => <MenuItem key={k.id} value={String(k.id)}>{k.kode} - {k.nama}</MenuItem>)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={submit}>Setujui</Button>
      </DialogActions>
    </Dialog>
  );
}

/** SPEC.md /setoran/detail/{id}: the deposit's four groups, the denominations, and terima / approve / delete. */
export default function SetoranDetail(props: ResourceViewProps) {
  const id = Number(props.id);
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const canUpdate = useCan('/setoran', 'update');
  const finance = !isSalesUser();
  const [approving, setApproving] = useState(false);
  const query = useQuery({
    queryKey: ['niaga', 'setoran', id],
    queryFn: async () => (await dataProvider.action<{ data: SetoranDetailData }>(`/setoran/${id}`, undefined, { method: 'GET' })).data,
  });
  const step = async (path: string, label: string) => {
    try {
      const answer = await dataProvider.action<{ message?: string }>(path, { id });
      notify(answer?.message ?? label, { type: 'success' });
      if (path === '/transaksi-setor-delete') navigate('/setoran');
      else void query.refetch();
    } catch (e) {
      notifyError(e);
    }
  };
  if (query.isError) return <Box sx={{ p: 2 }}><Alert severity="error" action={<LinkButton to="/setoran" label="Daftar Setoran" />}>{errorToasts(query.error).join(' ')}</Alert></Box>;
  const d = query.data;
  if (!d) return <Box sx={{ p: 2 }}><Typography color="text.secondary">Memuat…</Typography></Box>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h6" component="h1">{d.nomor}</Typography>
          <StatusChip map={SETORAN_STATUS} value={d.status} />
          <Typography color="text.secondary">{formatDate(d.tanggal)} · {d.karyawan?.nama_lengkap ?? ''}</Typography>
        </Stack>
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          <Figure label="Tunai (Sistem)" value={formatMoney(d.tunai_sistem)} />
          <Figure label="Tunai Disetor" value={formatMoney(d.tunai_disetor)} />
          <Figure label="Selisih" value={formatMoney(d.selisih)} tone={d.selisih < 0 ? 'error' : d.selisih > 0 ? 'warning' : 'success'} />
          {d.kas?.nama && <Figure label="Kas Perusahaan" value={d.kas.nama} />}
        </Stack>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {canUpdate && finance && d.status === 'diajukan' && <Button variant="contained" onClick={() => step('/transaksi-terima', 'Setoran diterima')}>Terima Setoran</Button>}
          {canUpdate && finance && d.status === 'diterima' && <Button variant="contained" onClick={() => setApproving(true)}>Setujui Setoran</Button>}
          {canUpdate && d.status === 'diajukan' && <Button color="error" onClick={() => step('/transaksi-setor-delete', 'Setoran dihapus')}>Hapus Setoran</Button>}
          <Button startIcon={<Download />} onClick={() => dataProvider.download(`/export-setor/${id}`, undefined, `${d.nomor.replace(/\//g, '-')}.xlsx`).catch(notifyError)}>Unduh XLSX</Button>
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {(['tunai', 'transfer', 'giro', 'nota_putih'] as const).map((t) => <Group key={t} tipe={t} entries={d.groups[t]} total={d.totals[t]} />)}
        </Box>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Pecahan Uang</Typography>
            {d.pecahan.length === 0 ? <Typography variant="body2" color="text.secondary">Tidak ada uang tunai disetor.</Typography> : (
              <Table size="small" aria-label="Pecahan uang">
                <TableHead><TableRow><TableCell>Pecahan</TableCell><TableCell align="right">Lembar</TableCell><TableCell align="right">Subtotal</TableCell></TableRow></TableHead>
                <TableBody>
                  {d.pecahan.map((p) => (
                    <TableRow key={p.id}><TableCell>{formatMoney(p.nominal)}</TableCell><TableCell align="right">{p.lembar}</TableCell><TableCell align="right">{formatMoney(p.subtotal)}</TableCell></TableRow>
                  ))}
                  <TableRow><TableCell colSpan={2}><strong>Total</strong></TableCell><TableCell align="right"><strong>{formatMoney(d.tunai_disetor)}</strong></TableCell></TableRow>
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Stack>
      {approving && <ApproveDialog id={id} onClose={() => setApproving(false)} onDone={() => { setApproving(false); void query.refetch(); }} />}
    </Box>
  );
}
