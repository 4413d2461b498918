import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import { findResource } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

/** A phone: every max-width media query matches (MUI's `down('sm')`), no min-width one does. */
const desktopMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) => ({
    matches: query.includes('max-width'), media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }) as MediaQueryList;
});
afterAll(() => { window.matchMedia = desktopMatchMedia; });

function renderView(name: string, view: 'list' | 'create' | 'show', rows = 2) {
  const { dataProvider } = memoryDataProvider(registry, rows);
  render(<TestAdmin registry={registry} dataProvider={dataProvider}><ResourceView resource={name} view={view} id={view === 'show' ? '1' : undefined} /></TestAdmin>);
}

describe('generated screens on a phone', () => {
  it('a list is cards: the title links to the record, with its status, date and amount and the row actions; no table', async () => {
    renderView('penerimaan', 'list');
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    expect(document.querySelector('table')).toBeNull();
    const first = within(cards[0]);
    // A document opens as its read view, even a draft the user may edit (issue 35).
    expect(first.getByRole('link', { name: 'Contoh Nomor' })).toHaveAttribute('href', '/penerimaan-barang/1/show');
    expect(first.getByText('Draft')).toBeInTheDocument();
    expect(cards[0].textContent).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(cards[0].textContent).toContain('Total Nilai: Rp.');
    expect(first.getByRole('link', { name: 'Lihat detail' })).toHaveAttribute('href', '/penerimaan-barang/1/show');
    expect(screen.getByPlaceholderText('Cari')).toBeInTheDocument();
  });

  it('a full page of cards draws a screenful first, then every card of the page in the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      renderView('penerimaan', 'list', 20);
      expect(await screen.findAllByTestId('list-card')).toHaveLength(8);
      act(() => { for (const frame of frames.splice(0)) frame(0); });
      await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(20), { timeout: 10_000 });
    } finally {
      raf.mockRestore();
    }
  });

  it('a line item opens the numeric keyboard for quantities and money, with the running totals under the lines', async () => {
    renderView('penerimaan', 'create');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(document.querySelector('input[name="rincian.0.jumlah"]')).toBeTruthy());
    expect(document.querySelector('input[name="rincian.0.jumlah"]')).toHaveAttribute('inputmode', 'numeric');
    expect(document.querySelector('input[name="rincian.0.harga_satuan"]')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByTestId('line-totals').textContent).toContain('Jumlah baris: 1');
  });

  it('a detail page labels every line cell for the stacked layout, the totals row only where there is a total', async () => {
    const child = findResource(registry, 'penerimaan-barang')!;
    renderView('penerimaan', 'show');
    await screen.findByText(child.labelPlural);
    const bodyRows = [...document.querySelectorAll('tbody tr')];
    expect(bodyRows.length).toBe(3);
    for (const cell of bodyRows[0].querySelectorAll('td')) expect(cell.getAttribute('data-label')).toBeTruthy();
    const totalRow = bodyRows[2];
    expect(totalRow.textContent).toContain('Total');
    for (const cell of [...totalRow.querySelectorAll('td')].slice(1)) {
      expect(cell.hasAttribute('data-label') !== cell.hasAttribute('data-empty')).toBe(true);
    }
  });
});
