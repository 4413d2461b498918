import { Suspense } from 'react';
import { TextField } from '@mui/material';
import { lazyWithTimeout } from '../lazy/lazyWithTimeout';
import type { DateInputProps } from './dateInputProps';

const pickers = () => import('./DatePickers');
const DatePickerInput = lazyWithTimeout<DateInputProps>(() => pickers().then((m) => ({ default: m.DatePickerInput })));
const MonthPickerInput = lazyWithTimeout<DateInputProps>(() => pickers().then((m) => ({ default: m.MonthPickerInput })));
const DateTimePickerInput = lazyWithTimeout<DateInputProps>(() => pickers().then((m) => ({ default: m.DateTimePickerInput })));

/** The input's place, labelled, while the pickers' chunk loads (a screen's first date input only). */
function DateFieldLoading(props: DateInputProps) {
  return (
    <TextField
      label={props.label}
      size={props.size}
      fullWidth={props.fullWidth ?? true}
      sx={props.fullWidth === false ? { minWidth: 180 } : undefined}
      disabled
    />
  );
}

/** A date stored as `YYYY-MM-DD`, typed and shown as DD-MM-YYYY (the picker loads on first use). */
export function DateInput(props: DateInputProps) {
  return <Suspense fallback={<DateFieldLoading {...props} />}><DatePickerInput {...props} /></Suspense>;
}

/** A moment stored as an ISO timestamp, typed and shown as DD-MM-YYYY HH:mm (the picker loads on first use). */
export function DateTimeInput(props: DateInputProps) {
  return <Suspense fallback={<DateFieldLoading {...props} />}><DateTimePickerInput {...props} /></Suspense>;
}

/** A period stored as `YYYY-MM`, picked as a month of a year (the picker loads on first use). */
export function MonthInput(props: DateInputProps) {
  return <Suspense fallback={<DateFieldLoading {...props} />}><MonthPickerInput {...props} /></Suspense>;
}
