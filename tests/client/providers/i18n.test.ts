import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import registry from '../../../resources.config';
import type { Registry } from '../../../common/registry';
import { buildMessages, createI18nProvider } from '../../../src/providers/i18n';
import { raMessages } from '../../../src/providers/i18n/raMessages';
import { pickersLocaleText } from '../../../src/providers/i18n/pickersLocale';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`));
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
/** Texts made only of placeholders and punctuation translate to themselves. */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/%\{\w+\}/g, ''));

const english = leaves(englishMessages as unknown as Tree);
const ours = raMessages as unknown as Tree;

describe('Indonesian react-admin messages', () => {
  it('walks every key of ra-language-english', () => {
    expect(english.length).toBeGreaterThan(150);
  });

  it.each(english)('has %s, in Indonesian, with the placeholders react-admin fills', (key, englishText) => {
    const text = lookup(ours, key);
    expect(text, `missing ${key}`).toBeTypeOf('string');
    const known = placeholders(englishText);
    for (const p of placeholders(text!)) expect(known, `${key} uses ${p}`).toContain(p);
    for (const p of known.filter((x) => x !== '%{recordRepresentation}')) expect(placeholders(text!), `${key} drops ${p}`).toContain(p);
    if (hasWords(englishText)) expect(text, `${key} is still English`).not.toBe(englishText);
    // polyglot's Indonesian rule always takes the first form: a second one would never be shown
    expect(text).not.toContain('||||');
  });

  it('translates through the provider, plural forms included', () => {
    const i18n = createI18nProvider(registry);
    expect(i18n.translate('ra.action.save')).toBe('Simpan');
    expect(i18n.translate('ra.action.delete')).toBe('Hapus');
    expect(i18n.translate('ra.navigation.page_rows_per_page')).toBe('Baris per halaman:');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 })).toBe('1-25 dari 40');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 data dihapus');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('5 data dipilih');
    expect(i18n.translate('resources.rute.name', { smart_count: 2 })).toBe('Rute');
    expect(i18n.getLocale()).toBe('id');
  });
});

describe('labels generated from the registry', () => {
  const messages = buildMessages(registry) as unknown as Tree;
  it.each(registry.resources.map((r) => [r.name, r] as const))('resources.%s has its names and field labels', (name, resource) => {
    expect(lookup(messages, `resources.${name}.name`)).toBe(`${resource.label} |||| ${resource.labelPlural}`);
    for (const field of resource.fields.filter((f) => !f.internal)) {
      expect(lookup(messages, `resources.${name}.fields.${field.name}`)).toBe(field.label);
    }
    expect(lookup(messages, `resources.${name}.notifications.created`)).toBe(`${resource.label} berhasil ditambahkan`);
  });

  it('never exposes server-only columns as labels', () => {
    const fixture: Registry = {
      menus: [],
      resources: [{
        name: 'x', label: 'X', labelPlural: 'X', menu: '/x', path: '/x', titleField: 'nama',
        fields: [{ name: 'nama', kind: 'text', label: 'Nama' }, { name: 'rahasia', kind: 'int', label: 'Rahasia', internal: true }],
      }],
    };
    const tree = buildMessages(fixture) as unknown as Tree;
    expect(lookup(tree, 'resources.x.fields.nama')).toBe('Nama');
    expect(lookup(tree, 'resources.x.fields.rahasia')).toBeUndefined();
  });
});

describe('date picker texts', () => {
  it('are Indonesian', () => {
    expect(pickersLocaleText.cancelButtonLabel).toBe('Batal');
    expect(pickersLocaleText.todayButtonLabel).toBe('Hari ini');
    expect(pickersLocaleText.openDatePickerDialogue('05-11-2026')).toContain('tanggal terpilih 05-11-2026');
  });
});
