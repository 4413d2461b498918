import { useState, type FormEvent } from 'react';
import { Button, Typography } from '@mui/material';
import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'ra-core';
import { formatNumber } from '../../../common/format';
import { ActionDialog } from '../../framework/form/ActionDialog';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { BankSelect } from './BankSelect';
import { filteredBank } from './bankApi';

/**
 * "Cocokkan Otomatis" (`POST /api/mutasi-bank/cocokkan-otomatis { kas_id }`): every unmatched line of the bank the
 * list is filtered by tried again; without that filter the user picks the bank first.
 */
export function CocokkanOtomatis() {
  const { filterValues } = useListContext();
  const filtered = filteredBank(filterValues);
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [kasId, setKasId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (kas_id: number) => {
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ data: { dicocokkan: number; belum: number }; message?: string }>('/mutasi-bank/cocokkan-otomatis', { kas_id });
      notify(answer.message ?? `${formatNumber(answer.data.dicocokkan, 0)} baris dicocokkan, ${formatNumber(answer.data.belum, 0)} masih belum cocok`, { type: 'success' });
      setAsking(false);
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kasId !== undefined) void run(kasId);
  };

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<AutoFixHigh />} disabled={busy} onClick={() => (filtered !== undefined ? void run(filtered) : setAsking(true))}>
        Cocokkan Otomatis
      </Button>
      {asking && (
        <ActionDialog title="Cocokkan Otomatis" maxWidth="xs" onClose={() => setAsking(false)} onSubmit={submit} busy={busy || kasId === undefined} submitLabel="Cocokkan">
          <Typography variant="body2">Semua baris yang belum cocok di rekening ini dicoba dicocokkan lagi dengan buku.</Typography>
          <BankSelect value={kasId} onChange={setKasId} required fullWidth />
        </ActionDialog>
      )}
    </>
  );
}
