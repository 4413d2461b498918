import { useRecordContext } from 'ra-core';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { LinkButton, LinkIconButton } from '../../framework/buttons';
import type { RowActionProps } from '../../framework/pageParts';

export const kasAlurPath = (id: unknown) => `/kas-alur/${encodeURIComponent(String(id))}`;

/** On each row of the /kas list: to the cash account's flow (/kas-alur/:id). */
export function KasAlurRowLink(props: RowActionProps) {
  return <LinkIconButton to={kasAlurPath(props.record.id)} label="Alur kas" icon={<ReceiptLong fontSize="small" />} />;
}

/** On a cash account's record pages: to its flow. */
export default function KasAlurButton(_props: { resource: string }) {
  const record = useRecordContext();
  if (!record?.id) return null;
  return <LinkButton to={kasAlurPath(record.id)} label="Alur Kas" icon={<ReceiptLong />} />;
}
