import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form } from 'ra-core';
import { formatMonth, todayJakarta } from '../../../common/format';
import type { ResourceViewProps } from '../../framework/pageParts';
import { MonthInput } from '../../framework/inputs/DateInputs';
import { EbupotSection } from './EbupotSection';
import { EBUPOT_SECTIONS } from './ebupotSections';

/**
 * /pajak/ebupot (issue 38): a tax period's bukti potong for Coretax e-Bupot, one section per file of
 * ebupotSections.ts (BPPU: PPh 23 withheld on services and rent), each with its XML and its "reported" mark.
 */
export default function EbupotPage(_props: ResourceViewProps) {
  const [periode, setPeriode] = useState(() => todayJakarta().slice(0, 7));
  const apply = (values: Record<string, unknown>) => {
    if (typeof values.periode === 'string' && /^\d{4}-\d{2}$/.test(values.periode)) setPeriode(values.periode);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>e-Bupot Masa {formatMonth(periode)}</Typography>
          <Form defaultValues={{ periode }} onSubmit={apply}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <MonthInput source="periode" label="Masa Pajak" size="small" fullWidth={false} helperText={false} />
              <Button type="submit" variant="contained">Tampilkan</Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        {EBUPOT_SECTIONS.map((config) => <EbupotSection key={config.key} config={config} periode={periode} />)}
      </Stack>
    </Box>
  );
}
