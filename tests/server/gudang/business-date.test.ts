import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';

// 30 Nov 2026 at 18:30 UTC is already 1 Dec 2026 01:30 in Jakarta: a business date is Jakarta's, never UTC's.
const LATE_EVENING_UTC = new Date('2026-11-30T18:30:00Z');

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ now: () => LATE_EVENING_UTC }); });
afterAll(async () => { await t.close(); });

describe('default business dates follow Asia/Jakarta', () => {
  it('the next receipt number without a date is numbered in Jakarta\'s month', async () => {
    const res = await t.call('gudang', { method: 'GET', url: '/api/penerimaan-invoice' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.nomor).toMatch(/^PNR\/2026\/12\/\d{4}$/);
  });
});
