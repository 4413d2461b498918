import dayjs, { type Dayjs } from '../dayjs';
import { FieldTitle, useInput } from 'ra-core';
import { InputHelperText } from 'ra-ui-materialui';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { pickersLocaleText } from '../../providers/i18n/pickersLocale';
import type { DateInputProps } from './dateInputProps';

/** An invalid typed date is kept as this text so the validator can say so (instead of silently emptying). */
const INVALID = 'tanggal-tidak-valid';

function usePickerInput(props: DateInputProps, toStored: (d: Dayjs) => string) {
  const { id, field, fieldState, formState, isRequired } = useInput({
    source: props.source, validate: props.validate, defaultValue: props.defaultValue,
  });
  const value = typeof field.value === 'string' && field.value !== INVALID && field.value !== '' ? dayjs(field.value) : null;
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return {
    value: value && value.isValid() ? value : null,
    onChange: (d: Dayjs | null) => field.onChange(d === null ? null : d.isValid() ? toStored(d) : INVALID),
    slotProps: {
      textField: {
        id,
        name: field.name,
        fullWidth: props.fullWidth ?? true,
        size: props.size,
        sx: props.fullWidth === false ? { minWidth: 180 } : undefined,
        onBlur: () => field.onBlur(),
        error: showError,
        label: <FieldTitle label={props.label} source={props.source} isRequired={isRequired} />,
        helperText: <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={props.helperText} />,
      },
      field: { clearable: true },
    },
  };
}

/** Indonesian pickers: day-month-year, Monday first, the `id` locale of dayjs. */
function Localized(props: { children: React.ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={pickersLocaleText}>
      {props.children}
    </LocalizationProvider>
  );
}

/**
 * MUI X's pickers with their Indonesian locale: a chunk of its own, loaded by `DateInputs.tsx` when a date
 * input is first drawn, so lists and forms without dates never download it.
 */

/** A date stored as `YYYY-MM-DD`, typed and shown as DD-MM-YYYY. */
export function DatePickerInput(props: DateInputProps) {
  const picker = usePickerInput(props, (d) => d.format('YYYY-MM-DD'));
  return (
    <Localized>
      <DatePicker format="DD-MM-YYYY" value={picker.value} onChange={picker.onChange} slotProps={picker.slotProps} />
    </Localized>
  );
}

/** A period stored as `YYYY-MM`: a month picker (year, then month), shown as "November 2026". */
export function MonthPickerInput(props: DateInputProps) {
  const picker = usePickerInput(props, (d) => d.format('YYYY-MM'));
  return (
    <Localized>
      <DatePicker views={['year', 'month']} openTo="month" format="MMMM YYYY" value={picker.value} onChange={picker.onChange} slotProps={picker.slotProps} />
    </Localized>
  );
}

/** A moment stored as an ISO timestamp, typed and shown as DD-MM-YYYY HH:mm. */
export function DateTimePickerInput(props: DateInputProps) {
  const picker = usePickerInput(props, (d) => d.toISOString());
  return (
    <Localized>
      <DateTimePicker format="DD-MM-YYYY HH:mm" ampm={false} value={picker.value} onChange={picker.onChange} slotProps={picker.slotProps} />
    </Localized>
  );
}
