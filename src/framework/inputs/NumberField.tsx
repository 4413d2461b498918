import type { ChangeEvent } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { NUMBER_FORMATS, sanitizeNumberText } from './numberFormats';
import { useNumberText } from './useNumberText';

/**
 * A whole number typed the Indonesian way (`1.234.567`, "Rp." in front for money), outside a react-admin form:
 * the sale screens keep their own state. Big enough to tap on a phone; `numeric` keyboard there.
 */
export function NumberField(props: {
  label: string; value: number | null; onChange: (value: number | null) => void; money?: boolean;
  error?: string; helperText?: string; disabled?: boolean; readOnly?: boolean; required?: boolean; id?: string;
}) {
  const format = NUMBER_FORMATS[props.money ? 'money' : 'qty'];
  const { text, setText, onFocus, onBlur } = useNumberText(props.value, format);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = sanitizeNumberText(event.target.value, true).replace(/-/g, '');
    const value = format.fromText(typed);
    setText(value === null ? '' : format.toText(value));
    props.onChange(value);
  };
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={text}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      fullWidth
      required={props.required}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly: props.readOnly },
        input: props.money ? { startAdornment: <InputAdornment position="start">Rp.</InputAdornment> } : undefined,
      }}
    />
  );
}
