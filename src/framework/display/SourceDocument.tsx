import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';

/** The document behind a ledger row as the server names it (`<field>_dokumen`, server/core/documents/sources.ts). */
export interface SourceDocumentValue {
  jenis: string;
  nomor: string | null;
  path: string | null;
  pihak: string | null;
}

/** "Penjualan PJ/2026/11/0012" (and the party), for exports and labels. */
export function sourceDocumentText(doc: SourceDocumentValue | null | undefined, withParty = false): string {
  if (!doc) return '';
  const named = doc.nomor ? `${doc.jenis} ${doc.nomor}` : doc.jenis;
  return withParty && doc.pihak ? `${named} · ${doc.pihak}` : named;
}

/**
 * A ledger row's document: its kind and number, linked to the document's page where it has one, and the customer,
 * supplier or employee it concerns on a line of its own (`withParty`).
 */
export function SourceDocument(props: { doc: SourceDocumentValue | null | undefined; withParty?: boolean }) {
  const { doc } = props;
  if (!doc) return null;
  const named = doc.nomor ? `${doc.jenis} ${doc.nomor}` : doc.jenis;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {doc.path
        ? <Link component={RouterLink} to={doc.path} onClick={(e) => e.stopPropagation()}>{named}</Link>
        : <span>{named}</span>}
      {props.withParty && doc.pihak && <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>{doc.pihak}</Box>}
    </Box>
  );
}
