import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Form, SourceContextProvider, useDataProvider, useGetOne, useNotify } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { formatDate, formatMoney, formatNumber, todayJakarta } from '../../../common/format';
import { useRegistry } from '../../framework/RegistryContext';
import { displayOf } from '../../framework/display/displayByKind';
import { inputFor } from '../../framework/inputs/inputByKind';
import { PlaceInput } from '../../framework/inputs/PlaceInput';
import { leaveAfterSave, UnsavedChanges } from '../../framework/form/UnsavedChanges';
import { PrintButtons } from '../../framework/print/PrintButtons';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { hasFieldErrors, useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { stackedOnPhone } from '../../framework/show/stackedTable';

type Row = Record<string, unknown>;
const TANGGAL: FieldDef = { name: 'tanggal_terima', kind: 'date', label: 'Tanggal Terima', help: 'Kosong = hari ini' };
const placeOf = (line: Row) => [line.tempat_tujuan_tipe ?? null, line.tempat_tujuan_id ?? null].join(':');

function SubmitButton() {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant="contained" disabled={isSubmitting}>Terima &amp; Tempatkan</Button>;
}

/** The destination's places of each line sent, then the receipt itself: `gudang-mutasi-rincian` saves, then `-terima`. */
function useReceive(mutation: Row, lines: Row[]) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return async (values: Row) => {
    const typed = (values.rincian as Row[] | undefined) ?? [];
    for (const [i, line] of lines.entries()) {
      const now = typed[i] ?? {};
      if (placeOf(now) === placeOf(line)) continue;
      try {
        await dataProvider.action('/input/gudang-mutasi-rincian', { id: line.id, tempat_tujuan_tipe: now.tempat_tujuan_tipe ?? null, tempat_tujuan_id: now.tempat_tujuan_id ?? null });
      } catch (error) {
        if (hasFieldErrors(error)) {
          const errors = (error as { body: { errors: Record<string, string[]> } }).body.errors;
          return { rincian: Object.assign([], { [i]: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(', ')])) }) };
        }
        notifyError(error);
        return undefined;
      }
    }
    try {
      const body: Row = { id: mutation.id };
      if (values.tanggal_terima) body.tanggal_terima = values.tanggal_terima;
      const answer = await dataProvider.action<{ message?: string }>('/input/gudang-mutasi-terima', body);
      notify(answer?.message ?? 'Mutasi Gudang diterima dan ditempatkan', { type: 'success' });
      leaveAfterSave(() => navigate(`/mutasi/${String(mutation.id)}/show`));
    } catch (error) {
      if (hasFieldErrors(error)) return (error as { body: { errors: Row } }).body.errors;
      notifyError(error);
    }
    return undefined;
  };
}

function Header(props: { resource: ResourceDef; record: Row }) {
  const registry = useRegistry();
  const show = (name: string) => {
    const field = props.resource.fields.find((f) => f.name === name)!;
    return <>{displayOf(field).render({ field, record: props.record, registry, mode: 'show' })}</>;
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 2 }}>
      <Box><Typography variant="caption">Nomor</Typography><Typography variant="h6">{String(props.record.nomor)}</Typography></Box>
      <Box><Typography variant="caption">Dari</Typography><Typography>{show('gudang_asal_id')}</Typography></Box>
      <Box><Typography variant="caption">Ke</Typography><Typography>{show('gudang_tujuan_id')}</Typography></Box>
      <Box><Typography variant="caption">Dikirim</Typography><Typography>{formatDate(props.record.tanggal_kirim as string)}</Typography></Box>
      <Box><Typography variant="caption">Nilai Dikirim</Typography><Typography>{formatMoney(Number(props.record.total ?? 0))}</Typography></Box>
      <Box><Typography variant="caption">Status</Typography><Typography component="div">{show('status')}</Typography></Box>
    </Stack>
  );
}

/**
 * /request-mutasi/penempatan/:id: the receiving warehouse checks what arrived on a mutation in transit, chooses
 * where each line goes (a block, rack, drawer or pallet of its own warehouse, or none = unplaced) and receives it.
 */
export default function MutasiPenempatan(props: ResourceViewProps) {
  const registry = useRegistry();
  const resource = findResource(registry, 'gudang-mutasi')!;
  const lineResource = findResource(registry, 'gudang-mutasi-rincian')!;
  const placeField = lineResource.fields.find((f) => f.name === 'tempat_tujuan_id')!;
  const { data: record, isPending, error } = useGetOne<Row & { id: number }>('gudang-mutasi', { id: Number(props.id) });
  const lines = ((record?.rincian as Row[] | undefined) ?? []).filter((l) => Number(l.qty_dikirim ?? 0) > 0);
  const receive = useReceive(record ?? {}, lines);
  if (isPending) return <LoadingScreen />;
  if (error || !record) return <Alert severity="error">Mutasi gudang tidak ditemukan</Alert>;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6">Penempatan Barang Mutasi</Typography>
          <PrintButtons resource={resource} record={record} />
        </Stack>
        <Header resource={resource} record={record} />
        {record.status !== 'dikirim' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Penempatan hanya untuk mutasi yang sedang dalam perjalanan; mutasi ini berstatus {resource.fields.find((f) => f.name === 'status')!.options!.find((o) => o.value === record.status)?.label}.
          </Alert>
        )}
        <Form record={{ gudang_tujuan_id: record.gudang_tujuan_id, tanggal_terima: todayJakarta(), rincian: lines.map((l) => ({ tempat_tujuan_tipe: l.tempat_tujuan_tipe, tempat_tujuan_id: l.tempat_tujuan_id })) }} onSubmit={receive}>
          <UnsavedChanges />
          <Table size="small" sx={[{ mb: 2 }, stackedOnPhone]}>
            <TableHead>
              <TableRow><TableCell>Barang</TableCell><TableCell align="right">Dikirim (satuan dasar)</TableCell><TableCell align="right">Nilai</TableCell><TableCell sx={{ minWidth: { sm: 280 } }}>Ditempatkan di</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, i) => (
                <TableRow key={String(line.id)}>
                  <TableCell data-label="Barang">{String((line.barang as Row | undefined)?.nama ?? `#${String(line.barang_id)}`)}</TableCell>
                  <TableCell data-label="Dikirim (satuan dasar)" align="right">{formatNumber(Number(line.qty_dikirim), 0)}</TableCell>
                  <TableCell data-label="Nilai" align="right">{formatMoney(Number(line.nilai ?? 0))}</TableCell>
                  <TableCell data-label="Ditempatkan di" data-block="">
                    {record.status === 'dikirim'
                      ? <SourceContextProvider value={{ getSource: (s) => `rincian.${i}.${s}`, getLabel: (s) => s }}><PlaceInput field={placeField} size="small" /></SourceContextProvider>
                      : String(line.tempat_tujuan_nama ?? 'Belum ditempatkan')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {record.status === 'dikirim' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ maxWidth: 240 }}>{inputFor({ resource: { ...resource, fields: [TANGGAL] }, field: TANGGAL, mode: 'create', size: 'small' })}</Box>
              <SubmitButton />
            </Stack>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
