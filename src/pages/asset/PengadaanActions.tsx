import { useState } from 'react';
import { Button } from '@mui/material';
import Inventory from '@mui/icons-material/Inventory';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'ra-core';
import { findResource } from '../../../common/registry';
import { formatMoney } from '../../../common/format';
import { useRegistry } from '../../framework/RegistryContext';
import { usePermissionSet } from '../../framework/usePermissionSet';
import { menuOf } from '../../framework/paths';
import { availableTransitions } from '../../framework/workflow/workflowRules';
import { getUser } from '../../providers/session';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';

interface Line { id: number; nama: string; jumlah: number; harga: number; status: string }

/**
 * On an approved procurement: one button per line still waiting ("Terima … jadi aset"), for whoever may approve its
 * lines (not its submitter): each unit of the line becomes an asset with its own code (asset-pengadaan-rincian-approve).
 */
export default function PengadaanActions(_props: { resource: string }) {
  const record = useRecordContext();
  const registry = useRegistry();
  const { permissions } = usePermissionSet();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<number | null>(null);
  if (!record?.id) return null;
  const resource = findResource(registry, 'asset-pengadaan')!;
  const user = getUser();
  const allowed = availableTransitions(resource, record, menuOf(registry, resource), permissions, user ? { id: user.id, levelName: user.level?.nama_level } : null)
    .some((t) => t.name === 'approveRincian');
  const waiting = ((record.rincian as Line[] | undefined) ?? []).filter((l) => l.status === 'menunggu');
  if (!allowed || waiting.length === 0) return null;
  const approve = async (line: Line) => {
    setBusy(line.id);
    try {
      await dataProvider.action('/asset-pengadaan-rincian-approve', { id: record.id, rincian_id: line.id });
      notify(`${line.jumlah} unit ${line.nama} tercatat sebagai aset`, { type: 'success' });
      refresh();
    } catch (e) {
      notify(errorToasts(e).join(' '), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {waiting.map((l) => (
        <Button key={l.id} size="small" variant="outlined" startIcon={<Inventory />} disabled={busy !== null} onClick={() => approve(l)}>
          Terima {l.jumlah} × {l.nama} ({formatMoney(l.harga)}) jadi aset
        </Button>
      ))}
    </>
  );
}
