import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import Summarize from '@mui/icons-material/Summarize';
import { useListContext } from 'ra-core';
import type { ResourceViewProps } from '../../framework/pageParts';
import { GeneratedList } from '../../framework/list/GeneratedList';
import { LinkButton } from '../../framework/buttons';
import { MutasiStatusChip } from './MutasiStatus';
import { RingkasanCards } from './RingkasanCards';
import { ImporMutasiDialog } from './ImporMutasiDialog';
import { CocokkanOtomatis } from './CocokkanOtomatis';
import { filteredBank } from './bankApi';
import { useBankWrite } from './useBankWrite';

/** Above the lines: "Impor Mutasi", "Cocokkan Otomatis", the reconciliation report, then one card per bank account. */
function MutasiHeader() {
  const canWrite = useBankWrite();
  const { filterValues } = useListContext();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ p: 1, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        {canWrite && <Button size="small" variant="contained" startIcon={<UploadFile />} onClick={() => setImporting(true)}>Impor Mutasi</Button>}
        {canWrite && <CocokkanOtomatis />}
        <LinkButton to="/rekonsiliasi-bank" label="Rekonsiliasi Bank" icon={<Summarize />} />
      </Stack>
      <RingkasanCards />
      {importing && <ImporMutasiDialog kasId={filteredBank(filterValues)} onClose={() => setImporting(false)} />}
    </>
  );
}

const cells = { status: (record: Record<string, unknown>) => <MutasiStatusChip value={record.status} /> };

/** /mutasi-bank: the imported bank lines with their state, filtered by bank, state, date and how they were matched. */
export default function MutasiBankList(props: ResourceViewProps) {
  return <GeneratedList {...props} aside={<MutasiHeader />} cells={cells} />;
}
