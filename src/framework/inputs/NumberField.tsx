import { useState, type ChangeEvent } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { NUMBER_FORMATS, sanitizeNumberText } from './numberFormats';
import { useCaretKeeper, useNumberText } from './useNumberText';

/**
 * A whole number typed the Indonesian way (`1.234.567`, "Rp." in front for money), outside a react-admin form:
 * the sale screens keep their own state. Big enough to tap on a phone; `numeric` keyboard there.
 */
export function NumberField(props: {
  label: string; value: number | null; onChange: (value: number | null) => void; money?: boolean;
  error?: string; helperText?: string; disabled?: boolean; readOnly?: boolean; required?: boolean; id?: string;
}) {
  const format = NUMBER_FORMATS[props.money ? 'money' : 'qty'];
  const { text, setText, onFocus, onBlur, keepCaret } = useNumberText(props.value, format);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    keepCaret(event.target);
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

/**
 * A whole amount kept as text by a screen (`"10.000"`), regrouped with thousands separators as it is typed, the
 * caret beside its digit: for hand-written screens that read the text with `parseNumber` (dots are separators).
 */
export function GroupedNumberText(props: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (text: string) => void; money?: boolean }) {
  const { value, onChange, money, slotProps, ...rest } = props;
  const keepCaret = useCaretKeeper();
  const [, rerender] = useState(0);
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => {
        keepCaret(event.target);
        onChange(groupDigits(event.target.value));
        rerender((n) => n + 1);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', ...(slotProps?.htmlInput as object | undefined) },
        input: money ? { startAdornment: <InputAdornment position="start">Rp.</InputAdornment>, ...(slotProps?.input as object | undefined) } : slotProps?.input,
      }}
    />
  );
}

/** `"10000"` → `"10.000"`: the digits typed, grouped by thousands (anything else dropped). */
export function groupDigits(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : NUMBER_FORMATS.qty.toText(Number(digits));
}
