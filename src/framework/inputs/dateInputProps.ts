import type { Validator } from 'ra-core';

/** The props of the app's date inputs: the typed one (DateInputs) and the lazy picker behind it (DatePickers). */
export interface DateInputProps {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string | false;
  defaultValue?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}
