import type { ChangeEvent } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { FieldTitle, useInput, type Validator } from 'ra-core';
import { InputHelperText } from 'ra-ui-materialui';
import { NUMBER_FORMATS, sanitizeNumberText, type NumericKind } from './numberFormats';
import { useNumberText } from './useNumberText';

export interface NumberTextInputProps {
  source: string;
  label: string;
  kind: NumericKind;
  validate?: Validator;
  helperText?: string | false;
  defaultValue?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * A number typed the Indonesian way: `1.234.567` for whole numbers and money (regrouped while typing,
 * "Rp." in front), `12,5` for decimals and percentages. The form holds the number itself.
 */
export function NumberTextInput(props: NumberTextInputProps) {
  const { source, label, kind, validate, helperText, defaultValue, disabled, size, fullWidth = true } = props;
  const format = NUMBER_FORMATS[kind];
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate, defaultValue });
  const { text, setText, onFocus, onBlur, keepCaret } = useNumberText(field.value, format);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (format.integer) keepCaret(event.target);
    const typed = sanitizeNumberText(event.target.value, format.integer);
    const value = format.fromText(typed);
    setText(format.integer && value !== null ? `${typed.startsWith('-') && value === 0 ? '-' : ''}${format.toText(value)}` : typed);
    field.onChange(value);
  };

  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={() => {
        onBlur();
        field.onBlur();
      }}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 160 }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
      slotProps={{
        htmlInput: { inputMode: format.integer ? 'numeric' : 'decimal', style: { textAlign: 'right' } },
        input: {
          startAdornment: format.prefix ? <InputAdornment position="start">{format.prefix}</InputAdornment> : undefined,
          endAdornment: format.suffix ? <InputAdornment position="end">{format.suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
