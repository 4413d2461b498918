import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import Link from '@mui/icons-material/Link';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'ra-core';
import { formatMoney } from '../../../common/format';
import type { FieldDef } from '../../../common/registry';
import { useDialogAction } from '../../framework/form/useDialogAction';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { KasFormDialog, type KasFormSpec } from '../keuangan/KasFormDialog';
import type { Kandidat } from './bankApi';
import { KandidatTable } from './KandidatTable';

export interface BankLine {
  id: number;
  keterangan: string;
  kredit: number;
  debit: number;
  tercocok: number;
  status: string;
}

/** What is still to match of a bank line, as a positive amount, and the sign of its direction (+ money in). */
export function unmatched(line: BankLine): { rest: number; sign: 1 | -1 } {
  const amount = Number(line.kredit ?? 0) - Number(line.debit ?? 0);
  return { rest: Math.abs(amount) - Math.abs(Number(line.tercocok ?? 0)), sign: amount < 0 ? -1 : 1 };
}

const AKUN: FieldDef = { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun Lawan', required: true };
const KETERANGAN: FieldDef = { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255 };
const KONSUMEN: FieldDef = { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', required: true };

/** The two dialogs that settle a bank line without a book line: a journal to an account, or a customer's advance. */
function settleSpec(kind: 'jurnal' | 'uang-muka', line: BankLine): KasFormSpec {
  if (kind === 'jurnal') {
    return {
      title: 'Jurnal ke Akun', path: 'mutasi-bank/jurnal', fields: [AKUN, KETERANGAN], defaults: { keterangan: line.keterangan },
      toBody: (v) => ({ id: line.id, akun_id: v.akun_id, ...(v.keterangan ? { keterangan: v.keterangan } : {}) }),
    };
  }
  return { title: 'Uang Muka Konsumen', path: 'mutasi-bank/uang-muka', fields: [KONSUMEN], defaults: {}, toBody: (v) => ({ id: line.id, konsumen_id: v.konsumen_id }) };
}

/**
 * A bank line not yet whole: the book lines that may match it (`GET /api/mutasi-bank/:id/kandidat`) to tick, the
 * running sum against what is still open, and the ways to settle it: "Cocokkan" with the ticked lines, "Jurnal ke
 * Akun", or for money in "Uang Muka Konsumen".
 */
export function PencocokanPanel({ line }: { line: BankLine }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const refresh = useRefresh();
  const [picked, setPicked] = useState<number[]>([]);
  const [settling, setSettling] = useState<'jurnal' | 'uang-muka' | null>(null);
  const { data, error } = useQuery({
    queryKey: ['niaga', 'mutasi-bank-kandidat', line.id],
    queryFn: async () => (await dataProvider.action<{ data: Kandidat[] }>(`/mutasi-bank/${line.id}/kandidat`, undefined, { method: 'GET' })).data,
  });
  const { run, busy, errors } = useDialogAction(() => { setPicked([]); refresh(); });
  const rows = data ?? [];
  const { rest, sign } = unmatched(line);
  const sum = rows.filter((k) => picked.includes(k.jurnal_rincian_id)).reduce((s, k) => s + sign * k.sisa, 0);
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const match = () => {
    void run('/mutasi-bank/cocokkan', { mutasi_bank_id: [line.id], jurnal_rincian_id: picked }, 'Mutasi bank dicocokkan');
  };

  return (
    <Stack component="section" spacing={1.5} sx={{ mt: 3 }} aria-label="Kandidat pasangan buku">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Kandidat Pasangan Buku</Typography>
      {error && <Alert severity="error">{errorToasts(error).join(' ')}</Alert>}
      <KandidatTable rows={rows} picked={picked} onToggle={toggle} disabled={busy} />
      <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
        Dipilih {formatMoney(sum)} dari {formatMoney(rest)} (selisih {formatMoney(rest - sum)})
      </Typography>
      {Object.values(errors).map((m) => <Alert key={m} severity="error">{m}</Alert>)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<Link />} onClick={match} disabled={busy || picked.length === 0}>Cocokkan</Button>
        <Button variant="outlined" onClick={() => setSettling('jurnal')} disabled={busy}>Jurnal ke Akun</Button>
        {sign > 0 && <Button variant="outlined" onClick={() => setSettling('uang-muka')} disabled={busy}>Uang Muka Konsumen</Button>}
      </Stack>
      {settling && <KasFormDialog spec={settleSpec(settling, line)} onClose={() => setSettling(null)} />}
    </Stack>
  );
}
