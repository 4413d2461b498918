import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useGetOne } from 'ra-core';
import { Navigate } from 'react-router';
import { todayJakarta } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { LeaveWarning } from '../../framework/form/UnsavedChanges';
import { errorToasts } from '../../providers/errorToasts';
import type { ResourceViewProps } from '../../framework/pageParts';
import { BarisPenjualan } from './BarisPenjualan';
import { DateField } from '../../framework/inputs/DateField';
import { CreditSummary, KonsumenPicker, useCreditStatus } from './KonsumenPicker';
import { PembayaranPenjualan } from './PembayaranPenjualan';
import { RingkasanTotal } from './RingkasanTotal';
import { computeTotals, paymentErrors, paymentSplit, type PaymentErrors, type Totals } from './penjualanMath';
import { emptyForm, saleToForm, usePembulatanTunai, usePpnPersen, type FormLine, type Sale, type SaleForm } from './penjualanApi';
import { isSalesUser, useSeller } from '../../framework/access';
import { useBankAccounts } from '../../framework/inputs/accountLookups';
import { useOpenTrips, useVehicleStock, tripLabel } from './useVehicle';
import { useLocalDraft, useSaleSubmit } from './useSaleSubmit';

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={props.title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>{props.title}</Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** The figures shown: the server's own while the form is as saved, else the live preview. */
function shownTotals(form: SaleForm, sale: Sale | null, dirty: boolean, stockKenaPpn: Map<number, boolean>, ppnPersen: number | null): Totals {
  const live = computeTotals(form.lines.map((l) => ({
    qty: l.jumlah * l.faktor, harga: l.harga, diskon: l.diskon, kena_ppn: stockKenaPpn.get(l.barang_id) ?? l.kena_ppn,
  })), form.diskon, ppnPersen);
  if (!sale || dirty) return live;
  return { ...live, subtotal: Number(sale.subtotal), diskon: Number(sale.diskon), ppn: Number(sale.ppn), total: Number(sale.total) };
}

function SaleEditor(props: { sale: Sale | null }) {
  const seller = useSeller();
  const [sale, setSale] = useState<Sale | null>(props.sale);
  const baseline = useMemo(() => (props.sale ? saleToForm(props.sale) : emptyForm(todayJakarta())), [props.sale]);
  const [form, setForm] = useState<SaleForm>(baseline);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(baseline));
  const [rute, setRute] = useState(props.sale?.rute ? String((props.sale.rute as { nama?: string }).nama ?? '') : '');
  const [alasanIzin, setAlasanIzin] = useState('');
  const [shownErrors, setShownErrors] = useState<PaymentErrors>({});
  const dirty = JSON.stringify(form) !== savedJson;
  const dirtyBeyondPay = JSON.stringify({ ...form, pay: null }) !== JSON.stringify({ ...(JSON.parse(savedJson) as SaleForm), pay: null });
  const draft = useLocalDraft(sale?.id, form, dirty, (values) => setForm(values));

  const trips = useOpenTrips();
  const trip = seller.isSales ? trips.data?.[0] : trips.data?.find((t) => t.karyawan_id === form.karyawan_id);
  const kendaraanId = sale?.kendaraan_id ?? trip?.kendaraan_id ?? null;
  const stock = useVehicleStock(kendaraanId);
  const kenaPpn = useMemo(() => new Map((stock.data ?? []).map((g) => [g.barang_id, g.kena_ppn])), [stock.data]);
  const ppnPersen = usePpnPersen(sale?.ppn_persen);
  const step = usePembulatanTunai(sale?.pembulatan_tunai);
  const totals = shownTotals(form, sale, dirtyBeyondPay, kenaPpn, ppnPersen);
  const split = totals.total === null ? null : paymentSplit(totals.total, form.pay, step);
  const credit = useCreditStatus(form.konsumen_id, split?.notaPutih ?? 0, form.tanggal);
  const banks = useBankAccounts(form.pay.transfer > 0 || form.pay.qris > 0, form.konsumen_id);
  const submit = useSaleSubmit({ seller, sale, setSale, form, setForm, markSaved: (f) => setSavedJson(JSON.stringify(f)), discardDraft: draft.discard, dirty: dirtyBeyondPay });

  useEffect(() => { if (Object.keys(shownErrors).length) setShownErrors(paymentErrors(totals.total ?? Number.MAX_SAFE_INTEGER, form.pay, step)); },
    // Re-check shown payment errors as the user corrects them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.pay, totals.total]);

  const set = (patch: Partial<SaleForm>) => setForm((f) => ({ ...f, ...patch }));
  const updateLines = (change: (lines: FormLine[]) => FormLine[]) => setForm((f) => ({ ...f, lines: change(f.lines) }));
  const noVehicle = trips.isSuccess && !kendaraanId
    ? (seller.isSales ? 'Anda belum punya trip kendaraan yang berjalan; muat barang lewat ajuan barang dulu.' : 'Pilih sales yang sedang menjalankan trip kendaraan.')
    : undefined;
  const finish = () => {
    // With the total still unknown (PPN comes on save) the parts' own fields are checked here, the sum after the save.
    const errors = paymentErrors(totals.total ?? Number.MAX_SAFE_INTEGER, form.pay, step);
    setShownErrors(errors);
    if (Object.keys(errors).length === 0) void submit.finish(alasanIzin);
  };
  const problem = submit.problem;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760, mx: 'auto' }}>
      <LeaveWarning dirty={dirty && !submit.done} />
      <Stack spacing={2}>
        {draft.offer}
        <Section title="Konsumen">
          <Stack spacing={2}>
            <DateField label="Tanggal" value={form.tanggal} onChange={(v) => set({ tanggal: v })} error={problem?.fields.tanggal} />
            {!seller.isSales && (
              <TextField select label="Sales (trip berjalan)" required value={trip?.id ?? ''} fullWidth disabled={Boolean(sale)}
                onChange={(e) => set({ karyawan_id: trips.data?.find((t) => t.id === Number(e.target.value))?.karyawan_id ?? null })}
                error={Boolean(problem?.fields.karyawan_id)} helperText={problem?.fields.karyawan_id}>
                {(trips.data ?? []).map((t) => <MenuItem key={t.id} value={t.id}>{tripLabel(t)}</MenuItem>)}
              </TextField>
            )}
            {seller.isSales && trip && <Typography color="text.secondary">Trip {trip.nomor} · {tripLabel(trip)}</Typography>}
            <KonsumenPicker value={form.konsumen_id} label={form.konsumen_nama} error={problem?.fields.konsumen_id}
              onChange={(id, label, r) => { set({ konsumen_id: id, konsumen_nama: label }); setRute(r); }} />
            {rute && <Typography variant="body2" color="text.secondary">Rute {rute}</Typography>}
            {form.konsumen_id && <CreditSummary status={credit.data} notaPutih={split?.notaPutih ?? 0} loading={credit.isPending} error={credit.error ? errorToasts(credit.error).join(' ') : undefined} />}
          </Stack>
        </Section>
        <Section title="Barang">
          <BarisPenjualan lines={form.lines} goods={stock.data ?? []} goodsLoading={stock.isPending && Boolean(kendaraanId)} konsumenId={form.konsumen_id}
            tanggal={form.tanggal} mayChangePrice={!seller.isSales} update={updateLines} errors={problem?.fields} noVehicle={noVehicle} />
        </Section>
        <Section title="Total">
          <RingkasanTotal totals={totals} diskon={form.diskon} onDiskon={(v) => set({ diskon: v })} diskonError={problem?.fields.diskon} />
        </Section>
        <Section title="Pembayaran">
          <PembayaranPenjualan total={totals.total} step={step} pay={form.pay} onChange={(p) => setForm((f) => ({ ...f, pay: { ...f.pay, ...p } }))} errors={shownErrors}
            banks={banks.data ?? []} banksLoading={banks.isPending} />
        </Section>
        <TextField label="Keterangan" value={form.keterangan} onChange={(e) => set({ keterangan: e.target.value })} fullWidth multiline minRows={2} />
        {problem && (
          <Alert severity="error" role="alert">
            {problem.alasan ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>Kredit ditolak:</Typography>
                <ul style={{ margin: 0, paddingLeft: 20 }}>{problem.alasan.map((a) => <li key={a}>{a}</li>)}</ul>
                {!seller.mayOverrideCredit && <Typography variant="body2" sx={{ mt: 1 }}>Minta Finance/Owner menyetujui kredit, atau kurangi nota putih.</Typography>}
              </>
            ) : problem.message}
          </Alert>
        )}
        {problem?.alasan && seller.mayOverrideCredit && (
          <TextField label="Alasan Izin Kredit" required value={alasanIzin} onChange={(e) => setAlasanIzin(e.target.value)} fullWidth multiline
            helperText="Dicatat di log audit atas nama Anda" slotProps={{ htmlInput: { maxLength: 255 } }} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" size="large" sx={{ minHeight: 48, flex: 1 }} disabled={submit.busy || !form.konsumen_id} onClick={() => void submit.saveDraft()}>
            Simpan Draft
          </Button>
          <Button variant="contained" size="large" sx={{ minHeight: 48, flex: 1 }} onClick={finish}
            disabled={submit.busy || !form.konsumen_id || form.lines.length === 0 || (Boolean(problem?.alasan) && seller.mayOverrideCredit && !alasanIzin.trim())}>
            {problem?.alasan && seller.mayOverrideCredit ? 'Selesaikan dengan Izin Kredit' : 'Selesaikan'}
          </Button>
        </Stack>
        {sale && <LinkButton to={`/penjualan/${sale.id}/show`} label="Lihat Detail" />}
      </Stack>
    </Box>
  );
}

/**
 * SPEC.md /penjualan/create and /penjualan/edit/:id: a salesperson's sale on a phone — the customer and their
 * credit, goods from the vehicle, live totals, the payment split (nota putih = what is left), "Simpan Draft" and
 * "Selesaikan". A sale that is no longer a draft opens its detail page instead.
 */
export default function PenjualanForm(props: ResourceViewProps) {
  const id = props.id;
  const { data, isPending, error } = useGetOne<Sale & { id: number }>('penjualan', { id: Number(id ?? 0) }, { enabled: Boolean(id) });
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'), { noSsr: true });
  // A salesperson's new sale on a phone is the day's one sale flow (issue 39), which also works without signal.
  if (!id && phone && isSalesUser()) return <Navigate to="/lapangan?tab=jual" replace />;
  if (!id) return <SaleEditor sale={null} />;
  if (error) return <Box sx={{ p: 2 }}><Alert severity="error" action={<LinkButton to="/penjualan" label="Daftar Penjualan" />}>Penjualan tidak ditemukan.</Alert></Box>;
  if (isPending || !data) return <Box sx={{ p: 2 }}><Typography color="text.secondary">Memuat penjualan…</Typography></Box>;
  // Only a draft changes; a finished, cancelled or written-off sale opens its detail page instead.
  if (data.status !== 'draft') return <Navigate to={`/penjualan/${data.id}/show`} replace />;
  return <SaleEditor key={data.id} sale={data} />;
}
