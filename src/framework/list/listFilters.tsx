import type { ReactElement } from 'react';
import { SearchInput, SelectInput, TextInput } from 'ra-ui-materialui';
import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import { NumberTextInput } from '../inputs/NumberTextInput';
import { DateInput, DateTimeInput } from '../inputs/DateInputs';
import { ReferenceAutocomplete } from '../inputs/ReferenceAutocomplete';

type FilterFactory = (field: FieldDef) => ReactElement[];

const BOOL_CHOICES = [{ id: 'true', name: 'Ya' }, { id: 'false', name: 'Tidak' }];

const exact: FilterFactory = (f) => [<TextInput key={f.name} source={f.name} label={f.label} />];
const none: FilterFactory = () => [];

/** `<field>_gte` / `<field>_lte`: a range on numbers and dates, as the list API accepts. */
const range = (render: (source: string, label: string, field: FieldDef) => ReactElement): FilterFactory => (f) => [
  render(`${f.name}_gte`, `${f.label} (dari)`, f),
  render(`${f.name}_lte`, `${f.label} (sampai)`, f),
];

const numberRange = range((source, label, f) => (
  <NumberTextInput key={source} source={source} label={label} kind={f.kind as 'int'} fullWidth={false} />
));

/** The list filter of each field kind marked `filterable` in the registry. */
export const FILTER_BY_KIND: Record<FieldKind, FilterFactory> = {
  text: exact,
  longtext: exact,
  email: exact,
  phone: exact,
  int: numberRange,
  qty: numberRange,
  money: numberRange,
  percent: numberRange,
  decimal: numberRange,
  date: range((source, label) => <DateInput key={source} source={source} label={label} fullWidth={false} />),
  datetime: range((source, label) => <DateTimeInput key={source} source={source} label={label} fullWidth={false} />),
  bool: (f) => [<SelectInput key={f.name} source={f.name} label={f.label} choices={BOOL_CHOICES} emptyText="Semua" />],
  enum: (f) => [
    <SelectInput key={f.name} source={f.name} label={f.label} choices={f.options ?? []} optionValue="value" optionText="label" emptyText="Semua" />,
  ],
  ref: (f) => [<ReferenceAutocomplete key={f.name} source={f.name} label={f.label} field={f} fullWidth={false} />],
  file: none,
  image: none,
  password: none,
};

/**
 * The search box (`q`, when any field is searchable) and one filter per filterable field. References are
 * offered only when the user may list the referenced resource.
 */
export function listFilters(resource: ResourceDef, canList: (resourceName: string) => boolean): ReactElement[] {
  const filters: ReactElement[] = [];
  if (resource.fields.some((f) => f.searchable)) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const field of resource.fields) {
    if (!field.filterable || field.internal || field.kind === 'password') continue;
    if (field.kind === 'ref' && !(field.ref && canList(field.ref))) continue;
    filters.push(...FILTER_BY_KIND[field.kind](field));
  }
  return filters;
}
