import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useRecordContext } from 'ra-core';
import type { Registry } from '../../../common/registry';
import ResourceView, { GENERATED_VIEWS, resolveView } from '../../../src/framework/ResourceView';
import { lazyWithTimeout } from '../../../src/framework/lazy/lazyWithTimeout';
import type { PageViews, RecordActions, ResourceViewProps } from '../../../src/framework/pageParts';
import { pageViews, recordActions } from '../../../src/pages/views';
import registry from '../../../resources.config';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'akun', label: 'Akun', labelPlural: 'Akun', menu: '/akun', path: '/akun', titleField: 'nama',
      views: { show: 'AkunInfo', list: 'BelumAda' },
      fields: [{ name: 'nama', kind: 'text', label: 'Nama Akun', list: true }],
    },
  ],
};

function AkunInfo(props: ResourceViewProps) {
  return <p>Halaman khusus {props.resource} #{props.id}</p>;
}

describe('views named in the registry', () => {
  const custom: PageViews = { AkunInfo: lazyWithTimeout(async () => ({ default: AkunInfo })) };

  it('replace the generated view of that kind with the hand-written page', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider} pageViews={custom}><ResourceView resource="akun" view="show" id="7" /></TestAdmin>);
    expect(await screen.findByText('Halaman khusus akun #7')).toBeInTheDocument();
  });

  it('leave the other kinds generated, and fall back to the generated view when the page is not built yet', () => {
    const [akun] = fixture.resources;
    expect(resolveView(akun, 'show', custom)).toBe(custom.AkunInfo);
    expect(resolveView(akun, 'edit', custom)).toBe(GENERATED_VIEWS.edit);
    expect(resolveView(akun, 'list', custom)).toBe(GENERATED_VIEWS.list);
  });
});

describe('record actions of a resource', () => {
  function Stamp() {
    const record = useRecordContext();
    return <span>Tombol khusus untuk #{String(record?.id)}</span>;
  }
  const actions: RecordActions = { akun: lazyWithTimeout(async () => ({ default: Stamp })) };

  it('appear on its edit and detail pages with the record', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider} recordActions={actions}><ResourceView resource="akun" view="edit" id="3" /></TestAdmin>);
    expect(await screen.findByText('Tombol khusus untuk #3')).toBeInTheDocument();
  });

  it('include the password and PIN reset of users', () => {
    expect(Object.keys(recordActions)).toContain('user');
  });
});

describe('the real registry', () => {
  it('names only hand-written views that exist under src/pages', () => {
    const named = registry.resources.flatMap((r) => Object.values(r.views ?? {}) as string[]);
    expect(named.filter((name) => !pageViews[name])).toEqual([]);
  });
});
