import type { ReactNode } from 'react';
import { Box, Chip, Link } from '@mui/material';
import type { FieldDef, FieldKind, Registry, ResourceDef } from '../../../common/registry';
import { findResource, refKey } from '../../../common/registry';
import { formatDate, formatDateTime, formatMoney, formatMonth, formatNumber } from '../../../common/format';
import { safeUrl } from './safeUrl';
import { PersonRef } from './PersonRef';
import { IconLabel } from '../inputs/IconInput';
import { iconLabel } from '../../layout/iconLabels';
import { SourceDocument, sourceDocumentText, type SourceDocumentValue } from './SourceDocument';

export type Row = Record<string, unknown>;

export interface DisplayContext {
  field: FieldDef;
  record: Row;
  registry: Registry;
  /** `list` cells are compact (long text truncated, small images); `show` is the detail page. */
  mode: 'list' | 'show';
}

/** A cell value as exported to CSV/XLSX: numbers stay numbers, everything else plain text. */
export type PlainValue = string | number | null;

interface KindDisplay {
  align: 'left' | 'right' | 'center';
  render: (ctx: DisplayContext) => ReactNode;
  plain: (ctx: DisplayContext) => PlainValue;
}

const valueOf = (ctx: DisplayContext): unknown => ctx.record[ctx.field.name];
const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const asNumber = (v: unknown): number | null => (isBlank(v) || Number.isNaN(Number(v)) ? null : Number(v));
const asText = (v: unknown): string => (isBlank(v) ? '' : String(v));

/**
 * How a record of a `shownAs` resource is named: the `nama` the server adds to references, else the expanded
 * reference of its own list rows (a user row's `karyawan.nama_lengkap`), else its title.
 */
export function shownName(target: ResourceDef, row: Row): unknown {
  const shownAs = target.shownAs;
  const refField = shownAs ? target.fields.find((f) => f.name === shownAs.ref) : undefined;
  const viaRef = refField ? (row[refKey(refField)] as Row | null | undefined)?.[shownAs!.field] : undefined;
  return [row.nama, viaRef, row[target.titleField]].find((v) => !isBlank(v));
}

/**
 * A reference by its label: the expanded object's title field (`karyawan_id` → `karyawan.nama_lengkap`), or the
 * name the server gives a record shown by another's name (`shownAs`: a user as their employee's name).
 */
export function refLabel(ctx: Pick<DisplayContext, 'field' | 'record' | 'registry'>): string {
  const id = ctx.record[ctx.field.name];
  if (isBlank(id)) return '';
  const target = ctx.field.ref ? findResource(ctx.registry, ctx.field.ref) : undefined;
  const expanded = ctx.record[refKey(ctx.field)] as Row | null | undefined;
  const title = target && expanded ? (target.shownAs ? shownName(target, expanded) : expanded[target.titleField]) : undefined;
  return isBlank(title) ? `#${String(id)}` : String(title);
}

/** A reference on a detail page: a person linked to their employee record where the reader may read it. */
function renderRef(ctx: DisplayContext): ReactNode {
  const label = refLabel(ctx);
  const target = ctx.field.ref ? findResource(ctx.registry, ctx.field.ref) : undefined;
  const expanded = ctx.record[refKey(ctx.field)] as Row | null | undefined;
  if (ctx.mode !== 'show' || !target?.shownAs || !expanded) return label;
  return <PersonRef target={target} expanded={expanded} label={label} />;
}

const enumLabel = (ctx: DisplayContext): string => {
  const v = valueOf(ctx);
  const option = (ctx.field.options ?? []).find((o) => String(o.value) === String(v));
  return option ? option.label : asText(v);
};

/** A text field naming a document kind (`documentId`): the server's words for it, never the code. */
const sourceOf = (ctx: DisplayContext) => ctx.record[`${ctx.field.name}_dokumen`] as SourceDocumentValue | null | undefined;

const text: KindDisplay = {
  align: 'left',
  render: (ctx) => {
    if (ctx.field.documentId) return <SourceDocument doc={sourceOf(ctx)} withParty />;
    if (ctx.field.month) return formatMonth(asText(valueOf(ctx)));
    if (ctx.field.icon) return <IconLabel name={asText(valueOf(ctx))} label={iconLabel(asText(valueOf(ctx)))} />;
    return asText(valueOf(ctx));
  },
  plain: (ctx) => {
    if (ctx.field.documentId) return sourceDocumentText(sourceOf(ctx), true);
    if (ctx.field.month) return formatMonth(asText(valueOf(ctx)));
    if (ctx.field.icon) return iconLabel(asText(valueOf(ctx)));
    return asText(valueOf(ctx));
  },
};

const LIST_TEXT_LIMIT = 80;

const longtext: KindDisplay = {
  align: 'left',
  render: (ctx) => {
    const v = asText(valueOf(ctx));
    if (ctx.mode === 'show') return <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{v}</Box>;
    return v.length > LIST_TEXT_LIMIT ? <span title={v}>{`${v.slice(0, LIST_TEXT_LIMIT)}…`}</span> : v;
  },
  plain: (ctx) => asText(valueOf(ctx)),
};

const number = (format: (n: number) => string, plainScale = 1): KindDisplay => ({
  align: 'right',
  render: (ctx) => {
    const n = asNumber(valueOf(ctx));
    return n === null ? '' : format(n);
  },
  plain: (ctx) => {
    const n = asNumber(valueOf(ctx));
    return n === null ? null : n / plainScale;
  },
});

const link = (scheme: string): KindDisplay => ({
  align: 'left',
  render: (ctx) => {
    const v = asText(valueOf(ctx));
    return v ? <Link href={`${scheme}${v}`} onClick={(e) => e.stopPropagation()}>{v}</Link> : '';
  },
  plain: (ctx) => asText(valueOf(ctx)),
});

/** How each field kind is shown in lists, detail pages and exports: a new kind does not compile until handled. */
export const DISPLAY_BY_KIND: Record<FieldKind, KindDisplay> = {
  text,
  longtext,
  int: number((n) => formatNumber(n, 0)),
  qty: number((n) => formatNumber(n, 0)),
  money: number((n) => formatMoney(n)),
  percent: number((n) => `${formatNumber(n / 100, 2)}%`, 100),
  decimal: number((n) => formatNumber(n, 6)),
  date: { align: 'left', render: (ctx) => formatDate(valueOf(ctx) as string), plain: (ctx) => formatDate(valueOf(ctx) as string) },
  datetime: { align: 'left', render: (ctx) => formatDateTime(valueOf(ctx) as string), plain: (ctx) => formatDateTime(valueOf(ctx) as string) },
  bool: {
    align: 'center',
    render: (ctx) => {
      const v = valueOf(ctx);
      if (isBlank(v)) return '';
      const yes = v === true || v === 1 || v === '1';
      return <Chip size="small" label={yes ? 'Ya' : 'Tidak'} color={yes ? 'success' : 'default'} variant={yes ? 'filled' : 'outlined'} />;
    },
    plain: (ctx) => (isBlank(valueOf(ctx)) ? '' : valueOf(ctx) === true || valueOf(ctx) === 1 ? 'Ya' : 'Tidak'),
  },
  enum: {
    align: 'left',
    render: (ctx) => (isBlank(valueOf(ctx)) ? '' : <Chip size="small" variant="outlined" label={enumLabel(ctx)} />),
    plain: enumLabel,
  },
  ref: { align: 'left', render: renderRef, plain: refLabel },
  file: {
    align: 'left',
    render: (ctx) => {
      const url = safeUrl(valueOf(ctx));
      return url ? <Link href={url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>Unduh berkas</Link> : asText(valueOf(ctx));
    },
    plain: (ctx) => asText(valueOf(ctx)),
  },
  image: {
    align: 'center',
    render: (ctx) => {
      const url = safeUrl(valueOf(ctx));
      const size = ctx.mode === 'list' ? 40 : 200;
      return url ? <Box component="img" src={url} alt={ctx.field.label} sx={{ maxWidth: size, maxHeight: size, borderRadius: 1 }} /> : '';
    },
    plain: (ctx) => asText(valueOf(ctx)),
  },
  email: link('mailto:'),
  phone: link('tel:'),
  password: { align: 'left', render: () => '', plain: () => null },
};

export function displayOf(field: FieldDef): KindDisplay {
  return DISPLAY_BY_KIND[field.kind];
}
