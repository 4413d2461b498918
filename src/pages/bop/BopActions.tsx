import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { useRegistry } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import { findResource } from '../../../common/registry';
import { todayJakarta } from '../../../common/format';

/**
 * On a BOP's record pages while the advance is paid: "Tambah Rincian LPJ" (a spent item with its receipt, the BOP
 * prefilled) for whoever may write LPJ lines. The holder then submits the LPJ with "Laporkan LPJ".
 */
export default function BopActions(_props: { resource: string }) {
  const record = useRecordContext();
  const grants = useResourceGrants(findResource(useRegistry(), 'bop-laporan')!);
  if (!record?.id || record.status !== 'dibayar' || !grants.create) return null;
  return (
    <Button component={RouterLink} to="/bop-laporan/create" state={{ record: { bop_ajuan_id: record.id, tanggal: todayJakarta() } }} startIcon={<ReceiptLong />} size="small">
      Tambah Rincian LPJ
    </Button>
  );
}
