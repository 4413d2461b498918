import Payments from '@mui/icons-material/Payments';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import { Button } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '../../framework/buttons';
import { useRegistry } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import { findResource } from '../../../common/registry';

interface Line { id: number; barang_id: number; qty: number; qty_diterima: number }

/**
 * On a purchase's record pages: "Terima Barang" (a receipt prefilled with what is still to come of each line) while
 * it is ordered, for whoever may create receipts; "Bayar" while the supplier is owed, for whoever may pay.
 */
export default function PembelianActions(_props: { resource: string }) {
  const record = useRecordContext();
  const registry = useRegistry();
  const receipt = useResourceGrants(findResource(registry, 'penerimaan')!);
  const pay = useResourceGrants(findResource(registry, 'pembelian-bayar')!);
  if (!record?.id) return null;
  const lines = ((record.rincian as Line[] | undefined) ?? []).filter((l) => l.qty > l.qty_diterima);
  const prefill = {
    supplier_id: record.supplier_id, gudang_id: record.gudang_id, pembelian_id: record.id,
    rincian: lines.map((l) => ({ pembelian_rincian_id: l.id, barang_id: l.barang_id, jumlah: l.qty - l.qty_diterima, harga_satuan: 0 })),
  };
  return (
    <>
      {record.status === 'dipesan' && receipt.create && lines.length > 0 && (
        <Button component={RouterLink} to="/penerimaan-barang/create" state={{ record: prefill }} startIcon={<MoveToInbox />} size="small">Terima Barang</Button>
      )}
      {(record.status === 'dipesan' || record.status === 'diterima') && Number(record.hutang) > 0 && pay.create && (
        <LinkButton to={`/pembelian/bayar/${record.id}`} label="Bayar" icon={<Payments />} />
      )}
    </>
  );
}
