import QrCode2 from '@mui/icons-material/QrCode2';
import { useRecordContext } from 'ra-core';
import { LinkButton } from '../../framework/buttons';

/** On an asset's record pages: its QR code and label sheet (SPEC.md /asset/qr-code/:id). */
export default function AssetActions(_props: { resource: string }) {
  const record = useRecordContext();
  if (!record?.id) return null;
  return <LinkButton to={`/asset/qr-code/${record.id}`} label="Kode QR" icon={<QrCode2 />} />;
}
