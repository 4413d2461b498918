import { useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import Payments from '@mui/icons-material/Payments';
import { RecordContextProvider, useDataProvider, useGetOne, useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import type { TransitionDef } from '../../../common/registry';
import { formatDate, formatMoney } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { menuOf } from '../../framework/paths';
import { PrintButtons } from '../../framework/print/PrintButtons';
import { useRegistry, useResourceDef } from '../../framework/RegistryContext';
import { usePermissionSet, useResourceGrants } from '../../framework/usePermissionSet';
import { TransitionDialog } from '../../framework/workflow/TransitionDialog';
import { availableTransitions } from '../../framework/workflow/workflowRules';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { can } from '../../providers/permissions';
import { getUser } from '../../providers/session';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { daysLate } from '../../framework/display/daysLate';
import { Fact } from '../../framework/display/Fact';
import { refName } from '../../framework/display/refName';
import type { Sale } from './penjualanApi';
import { SaleLines, SalePayments, SaleTotals, StatusChip } from './PenjualanParts';
import { NotaPenjualanButton } from './NotaPenjualanButton';

/** Whether a collection can be taken for this sale: finished, something still open, and the user may record one. */
export function mayCollect(sale: Pick<Sale, 'status' | 'sisa_piutang'>, canCreateCollection: boolean): boolean {
  return sale.status === 'selesai' && Number(sale.sisa_piutang) > 0 && canCreateCollection;
}

function DeleteDraft(props: { sale: Sale }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.action('/transaksi-delete', { id: props.sale.id });
      notify(`Draft penjualan ${props.sale.nomor} dihapus`, { type: 'success' });
      navigate('/penjualan');
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>Hapus Draft</Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)}>
          <DialogTitle>Hapus Draft Penjualan</DialogTitle>
          <DialogContent><Typography>Yakin ingin menghapus draft {props.sale.nomor}? Barangnya tidak pernah keluar dari mobil.</Typography></DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Batal</Button>
            <Button color="error" variant="contained" disabled={busy} onClick={() => void remove()}>Hapus</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** The buttons a sale offers in its state, to this user: change a draft, cancel, write off or restore, print, collect. */
export function SaleActions(props: { sale: Sale }) {
  const { sale } = props;
  const resource = useResourceDef('penjualan');
  const registry = useRegistry();
  const grants = useResourceGrants(resource);
  const { permissions } = usePermissionSet();
  const [active, setActive] = useState<TransitionDef | null>(null);
  const user = getUser();
  // Finishing a sale needs its payment split: that is the form's "Selesaikan", not a bare step here.
  const steps = availableTransitions(resource, sale as unknown as Record<string, unknown>, menuOf(registry, resource), permissions,
    user ? { id: user.id, levelName: user.level?.nama_level } : null).filter((t) => t.path !== 'transaksi-selesai');
  const collect = mayCollect(sale, permissions !== null && can(permissions, '/collection', 'create'));
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      {sale.status === 'draft' && grants.update && (
        <>
          <LinkButton to={`/penjualan/${sale.id}`} label="Ubah" icon={<EditIcon />} variant="contained" />
          <DeleteDraft sale={sale} />
        </>
      )}
      {collect && <LinkButton to={`/penjualan/bayar/${sale.id}`} label="Bayar" icon={<Payments />} variant="contained" />}
      {steps.map((step) => (
        <Button key={step.name} variant="outlined" color={step.name === 'batal' ? 'error' : 'primary'} onClick={() => setActive(step)}>{step.label}</Button>
      ))}
      <PrintButtons resource={resource} record={sale as unknown as Record<string, unknown>} />
      {sale.status !== 'draft' && <NotaPenjualanButton sale={sale} />}
      {active && <TransitionDialog resource={resource} transition={active} id={sale.id} onClose={() => setActive(null)} />}
    </Stack>
  );
}

function Receivable(props: { sale: Sale }) {
  const { sale } = props;
  if (!(Number(sale.piutang) > 0)) return null;
  const late = sale.status === 'selesai' && Number(sale.sisa_piutang) > 0 ? daysLate(sale.jatuh_tempo) : 0;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
      <Fact label="Piutang (Nota Putih)" value={formatMoney(sale.piutang)} />
      <Fact label="Sisa Piutang" value={<Typography component="span" sx={{ fontWeight: 700 }} color={Number(sale.sisa_piutang) > 0 ? 'warning.main' : 'success.main'}>{formatMoney(sale.sisa_piutang)}</Typography>} testId="sisa-piutang" />
      <Fact label="Jatuh Tempo" value={(
        <span>{formatDate(sale.jatuh_tempo)}{late > 0 && <Typography component="span" color="error.main"> (lewat {late} hari)</Typography>}</span>
      )} />
    </Stack>
  );
}

/**
 * SPEC.md /penjualan/detail/:id: the sale with its state, customer, salesperson and vehicle, the goods, totals,
 * payments by type (giro with its status), what the customer still owes and when, and the steps of its state.
 */
export default function PenjualanDetail(props: ResourceViewProps) {
  const { data: sale, error, isPending } = useGetOne<Sale & { id: number }>('penjualan', { id: Number(props.id) });
  if (error) return <Box sx={{ p: 2 }}><Alert severity="error" action={<LinkButton to="/penjualan" label="Daftar Penjualan" />}>Penjualan tidak ditemukan.</Alert></Box>;
  if (isPending || !sale) return <Box sx={{ p: 2 }}><Typography color="text.secondary">Memuat penjualan…</Typography></Box>;
  const reasons = [
    sale.alasan_batal && `Alasan pembatalan: ${sale.alasan_batal}`,
    sale.alasan_tak_tertagih && `Alasan tak tertagih: ${sale.alasan_tak_tertagih}`,
    sale.alasan_izin_kredit && `Izin kredit: ${sale.alasan_izin_kredit}`,
  ].filter(Boolean) as string[];
  return (
    <RecordContextProvider value={sale}>
      <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, mx: 'auto' }}>
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} justifyContent="space-between" sx={{ mb: 2 }}>
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Typography variant="h6" component="h2">Penjualan {sale.nomor}</Typography>
                  <StatusChip status={sale.status} />
                </Stack>
                <SaleActions sale={sale} />
              </Stack>
              <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
                <Fact label="Tanggal" value={formatDate(sale.tanggal)} />
                <Fact label="Konsumen" value={[refName(sale.konsumen), (sale.konsumen as { kode?: string } | null)?.kode].filter(Boolean).join(' · ')} testId="detail-konsumen" />
                <Fact label="Sales" value={refName(sale.karyawan)} />
                <Fact label="Rute" value={refName(sale.rute)} />
                <Fact label="Kendaraan / Trip" value={[refName(sale.kendaraan), refName(sale.trip_kendaraan)].filter(Boolean).join(' · ')} />
              </Stack>
              {reasons.length > 0 && <Alert severity="info" sx={{ mt: 2 }}>{reasons.map((r) => <div key={r}>{r}</div>)}</Alert>}
            </CardContent>
          </Card>
          <Card component="section" aria-label="Barang">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Barang</Typography>
              <SaleLines sale={sale} />
              <Box sx={{ mt: 2 }}><SaleTotals sale={sale} /></Box>
            </CardContent>
          </Card>
          <Card component="section" aria-label="Pembayaran">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Pembayaran</Typography>
              <SalePayments sale={sale} />
              <Box sx={{ mt: 2 }}><Receivable sale={sale} /></Box>
            </CardContent>
          </Card>
          {sale.keterangan && <Typography color="text.secondary">Keterangan: {sale.keterangan}</Typography>}
        </Stack>
      </Box>
    </RecordContextProvider>
  );
}
