import type { ReactElement } from 'react';
import { BooleanInput, PasswordInput, SelectInput, TextInput } from 'ra-ui-materialui';
import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import type { SaveMode } from '../../providers/saveBody';
import { NumberTextInput } from './NumberTextInput';
import { DateInput, DateTimeInput, MonthInput } from './DateInputs';
import { IconInput } from './IconInput';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { UploadInput } from './UploadInput';
import { PlaceInput } from './PlaceInput';
import { fieldValidator } from './validators';

export interface InputContext {
  resource: ResourceDef;
  field: FieldDef;
  mode: SaveMode;
  size?: 'small' | 'medium';
  /** In a document's line: a reference shows its code and full name, wrapping. */
  line?: boolean;
}

type InputFactory = (ctx: InputContext) => ReactElement;

const common = (ctx: InputContext) => ({
  source: ctx.field.name,
  label: ctx.field.label,
  validate: fieldValidator(ctx.resource, ctx.field, ctx.mode),
  helperText: (ctx.field.help ?? false) as string | false,
  size: ctx.size,
  fullWidth: true,
});

const numeric = (kind: 'int' | 'qty' | 'money' | 'percent' | 'decimal'): InputFactory => (ctx) =>
  <NumberTextInput {...common(ctx)} kind={kind} />;

const dated = (Component: typeof DateInput): InputFactory => (ctx) => <Component {...common(ctx)} />;

const typed = (type: string, extra: Record<string, unknown> = {}): InputFactory => (ctx) =>
  <TextInput {...common(ctx)} type={type} {...extra} />;

/** The input of each field kind: a new kind does not compile until it is handled here. */
export const INPUT_BY_KIND: Record<FieldKind, InputFactory> = {
  text: typed('text'),
  longtext: (ctx) => <TextInput {...common(ctx)} multiline minRows={3} />,
  int: numeric('int'),
  qty: numeric('qty'),
  money: numeric('money'),
  percent: numeric('percent'),
  decimal: numeric('decimal'),
  date: dated(DateInput),
  datetime: dated(DateTimeInput),
  bool: (ctx) => {
    const { fullWidth: _fullWidth, size: _size, ...rest } = common(ctx);
    return <BooleanInput {...rest} />;
  },
  enum: (ctx) => <SelectInput {...common(ctx)} choices={ctx.field.options ?? []} optionValue="value" optionText="label" />,
  ref: (ctx) => <ReferenceAutocomplete field={ctx.field} validate={common(ctx).validate} size={ctx.size} line={ctx.line} />,
  file: (ctx) => <UploadInput resource={ctx.resource.name} field={ctx.field} validate={common(ctx).validate} helperText={common(ctx).helperText} />,
  image: (ctx) => <UploadInput resource={ctx.resource.name} field={ctx.field} validate={common(ctx).validate} helperText={common(ctx).helperText} />,
  email: typed('email'),
  phone: typed('tel'),
  password: (ctx) => <PasswordInput {...common(ctx)} autoComplete="new-password" />,
};

export function inputFor(ctx: InputContext): ReactElement {
  if (ctx.field.placeIn) return <PlaceInput field={ctx.field} validate={common(ctx).validate} size={ctx.size} />;
  if (ctx.field.month) return <MonthInput {...common(ctx)} />;
  if (ctx.field.icon) {
    const { fullWidth: _fullWidth, ...rest } = common(ctx);
    return <IconInput {...rest} />;
  }
  return INPUT_BY_KIND[ctx.field.kind](ctx);
}
