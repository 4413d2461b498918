import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import { discardDraft, draftKey, readDraft, writeDraftSoon, type Draft } from '../../framework/form/drafts';
import { leaveAfterSave } from '../../framework/form/UnsavedChanges';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { getUser } from '../../providers/session';
import { bayarBody, paymentErrors } from './penjualanMath';
import { saleBody, saleToForm, type Sale, type SaleForm } from './penjualanApi';
import { readProblem, type Problem } from '../../framework/form/serverProblems';

const at = (t: number) => new Date(t).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The form's work kept on this device (framework/form/drafts.ts, like the generated document forms): written while
 * it differs from what the server has, offered back when the page opens again, dropped once saved.
 */
export function useLocalDraft(id: number | undefined, form: SaleForm, dirty: boolean, restore: (values: SaleForm) => void) {
  const user = getUser();
  const key = user ? draftKey(user.id, 'penjualan', id) : null;
  const [offer, setOffer] = useState<Draft | null | undefined>(undefined);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    if (key) void readDraft(key).then((d) => { if (live) setOffer(d ?? null); });
    return () => { live = false; };
  }, [key]);
  useEffect(() => {
    if (key && offer === null && dirty) writeDraftSoon(key, form as unknown as Record<string, unknown>, setSavedAt);
  }, [key, offer, dirty, form]);
  let node: ReactNode = null;
  if (offer) {
    const take = () => { restore(offer.values as unknown as SaleForm); setOffer(null); };
    const drop = () => { if (key) void discardDraft(key); setOffer(null); };
    node = (
      <Alert severity="info" action={<><Button color="inherit" size="small" onClick={take}>Pulihkan</Button><Button color="inherit" size="small" onClick={drop}>Buang</Button></>}>
        Ada isian penjualan yang belum disimpan dari {at(offer.savedAt)}.
      </Alert>
    );
  } else if (savedAt && dirty) {
    node = <Typography variant="caption" color="text.secondary" role="status">Isian tersimpan di perangkat ini pukul {new Date(savedAt).toLocaleTimeString('id-ID')}</Typography>;
  }
  return {
    offer: node,
    discard: async (savedId?: number) => {
      if (!user) return;
      await discardDraft(draftKey(user.id, 'penjualan', undefined));
      if (savedId !== undefined) await discardDraft(draftKey(user.id, 'penjualan', savedId));
    },
  };
}

interface SubmitDeps {
  seller: { isSales: boolean };
  sale: Sale | null;
  setSale: (sale: Sale) => void;
  form: SaleForm;
  setForm: (form: SaleForm) => void;
  markSaved: (form: SaleForm) => void;
  discardDraft: (savedId?: number) => Promise<void>;
  /** Whether the form differs from what the server has. */
  dirty: boolean;
}

/**
 * "Simpan Draft" (POST /api/transaksi-update with the lines) and "Selesaikan" (the same save, then POST
 * /api/transaksi-selesai with the payment parts and, for finance/owner after a credit block, the reason).
 */
export function useSaleSubmit(deps: SubmitDeps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const save = async (): Promise<Sale> => {
    const answer = await dataProvider.action<{ data: Sale }>('/transaksi-update', saleBody(deps.form, deps.sale?.id, deps.seller.isSales));
    const saved = answer.data;
    deps.setSale(saved);
    const kena = new Map(deps.form.lines.map((l) => [l.barang_id, l.kena_ppn]));
    const next = saleToForm(saved);
    const form: SaleForm = {
      ...next,
      konsumen_nama: next.konsumen_nama && !next.konsumen_nama.startsWith('#') ? next.konsumen_nama : deps.form.konsumen_nama,
      lines: next.lines.map((l) => ({ ...l, kena_ppn: kena.get(l.barang_id) ?? l.kena_ppn })),
      pay: deps.form.pay,
    };
    deps.setForm(form);
    deps.markSaved(form);
    // The server has it now: the device's copy of the unsaved form (kept under "new" until the first save) goes.
    await deps.discardDraft(saved.id);
    return saved;
  };

  const saveDraft = async () => {
    setBusy(true);
    setProblem(null);
    const created = !deps.sale;
    try {
      const saved = await save();
      notify(`Draft penjualan ${saved.nomor ?? ''} disimpan`, { type: 'success' });
      if (created) leaveAfterSave(() => navigate(`/penjualan/${saved.id}`, { replace: true }));
    } catch (error) {
      setProblem(readProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const finish = async (alasanIzin: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = deps.dirty || !deps.sale ? await save() : deps.sale;
      const over = paymentErrors(Number(saved.total), deps.form.pay, Number(saved.pembulatan_tunai ?? 0));
      if (over.tunai) {
        setProblem({ message: over.tunai, fields: {}, alasan: null });
        return;
      }
      const body: Record<string, unknown> = { id: saved.id, bayar: bayarBody(deps.form.pay) };
      if (alasanIzin.trim()) body.alasan_izin_kredit = alasanIzin.trim();
      const answer = await dataProvider.action<{ data?: Sale; message?: string }>('/transaksi-selesai', body);
      setDone(true);
      await deps.discardDraft(saved.id);
      notify(answer?.message ?? `Penjualan ${saved.nomor ?? ''} selesai`, { type: 'success' });
      leaveAfterSave(() => navigate(`/penjualan/${saved.id}/show`));
    } catch (error) {
      setProblem(readProblem(error, true));
    } finally {
      setBusy(false);
    }
  };

  return { busy, done, problem, saveDraft, finish };
}
