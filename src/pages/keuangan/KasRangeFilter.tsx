import { Button, Stack } from '@mui/material';
import { Form } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { DateInput } from '../../framework/inputs/DateInputs';
import type { DateRange } from './KasMovements';

const orUndefined = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function ClearButton(props: { onClear: () => void }) {
  const { reset } = useFormContext();
  return <Button onClick={() => { reset({ tanggal_gte: null, tanggal_lte: null }); props.onClear(); }}>Semua Tanggal</Button>;
}

/** From and to dates of the cash flow (DD-MM-YYYY); "Tampilkan" applies them, "Semua Tanggal" clears them. */
export function KasRangeFilter(props: { value: DateRange; onChange: (range: DateRange) => void }) {
  const submit = (values: Record<string, unknown>) => {
    props.onChange({ tanggal_gte: orUndefined(values.tanggal_gte), tanggal_lte: orUndefined(values.tanggal_lte) });
  };
  return (
    <Form defaultValues={props.value} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 2 }}>
        <DateInput source="tanggal_gte" label="Dari Tanggal" size="small" fullWidth={false} helperText={false} />
        <DateInput source="tanggal_lte" label="Sampai Tanggal" size="small" fullWidth={false} helperText={false} />
        <Button type="submit" variant="outlined">Tampilkan</Button>
        <ClearButton onClear={() => props.onChange({})} />
      </Stack>
    </Form>
  );
}
