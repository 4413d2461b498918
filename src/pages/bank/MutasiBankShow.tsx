import { Box, Card, CardContent, Stack } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { Show } from 'ra-ui-materialui';
import type { FieldDef } from '../../../common/registry';
import type { ResourceViewProps } from '../../framework/pageParts';
import { useRegistry, useResourceDef } from '../../framework/RegistryContext';
import { displayOf, type Row } from '../../framework/display/displayByKind';
import { Fact } from '../../framework/display/Fact';
import { LinesTable } from '../../framework/show/LinesTable';
import { MutasiStatusChip } from './MutasiStatus';
import { PencocokanPanel, type BankLine } from './PencocokanPanel';
import { BatalCocok } from './BatalCocok';
import { useBankWrite } from './useBankWrite';

/** The bank line's facts as the registry shows them (date, bank, amounts), its state as the coloured chip. */
const FACTS = ['tanggal', 'kas_id', 'referensi', 'kredit', 'debit', 'saldo', 'status', 'cara', 'tercocok'];

function MutasiDetail({ resource }: { resource: string }) {
  const def = useResourceDef(resource);
  const registry = useRegistry();
  const record = useRecordContext<Row & BankLine>();
  const canWrite = useBankWrite();
  if (!record) return null;
  const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef;
  const shown = (name: string) => (name === 'status' ? <MutasiStatusChip value={record.status} /> : displayOf(field(name)).render({ field: field(name), record, registry, mode: 'show' }));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card variant="outlined">
        <CardContent>
          <Fact label={field('keterangan').label} value={<Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{record.keterangan}</Box>} />
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }}>
            {FACTS.map((name) => <Fact key={name} label={field(name).label} value={shown(name)} />)}
          </Stack>
        </CardContent>
      </Card>
      <LinesTable resource={def} />
      {canWrite && record.status !== 'belum' && <Box sx={{ mt: 2 }}><BatalCocok id={record.id} /></Box>}
      {canWrite && record.status !== 'cocok' && <PencocokanPanel line={record} />}
    </Box>
  );
}

/**
 * /mutasi-bank/:id/show: one bank line in full, the book lines it is matched to, and while it is not whole the
 * candidates to match it with (or a journal, or a customer's advance); a matched line can be unmatched.
 */
export default function MutasiBankShow(props: ResourceViewProps) {
  const def = useResourceDef(props.resource);
  return (
    <Show resource={def.name} id={props.id ?? ''} title={`Detail ${def.label}`} actions={false}>
      <MutasiDetail resource={def.name} />
    </Show>
  );
}
