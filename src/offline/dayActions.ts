import { formatMoney, todayJakarta } from '../../common/format';
import { customerDebts, readDay, type DayData } from './dayData';
import { priceSale, type SaleInput } from './offlineSale';
import { enqueue, fixDoc, listQueue, type QueuedDoc } from './queue';
import { requestBackgroundSync, syncNow } from './engine';

/**
 * What the day's screens do when the salesperson saves, in one place: the sale or collection checked against the
 * stored day less the queue, put in the queue (the phone's acknowledgement: from here it survives a closed tab),
 * and a send asked for. The screens call these; so does the browser test that drives hundreds of random days.
 */
export async function queueSale(day: DayData, queue: QueuedDoc[], userId: number, input: SaleInput, editing?: QueuedDoc | null): Promise<{ doc?: QueuedDoc; errors: string[] }> {
  const others = queue.filter((d) => d.client_id !== editing?.client_id);
  const priced = priceSale(day, others, input);
  if (priced.errors.length) return { errors: priced.errors };
  const change = { data: priced.data, ringkasan: priced.summary, stok_keluar: priced.stok_keluar };
  const doc = editing ? await fixDoc(editing.client_id, change) : await enqueue({ jenis: 'penjualan', user_id: userId, ...change });
  kick();
  return { doc, errors: [] };
}

export interface CollectionInput { konsumen_id: number; hutang_id: number; tipe: 'tunai' | 'transfer' | 'qris'; jumlah: number; kas_id?: number | null }

export async function queueCollection(day: DayData, queue: QueuedDoc[], userId: number, input: CollectionInput): Promise<{ doc?: QueuedDoc; errors: string[] }> {
  const chosen = customerDebts(day, queue, input.konsumen_id).find((d) => d.id === input.hutang_id && d.id > 0);
  if (!chosen) return { errors: ['Pilih faktur yang dibayar'] };
  if (!(input.jumlah > 0)) return { errors: ['Jumlah bayar harus lebih dari 0'] };
  if (input.jumlah > chosen.sisa) return { errors: [`Jumlah ${formatMoney(input.jumlah)} melebihi sisa ${chosen.nomor} (${formatMoney(chosen.sisa)}, setelah antrean)`] };
  if (input.tipe === 'transfer' && !input.kas_id) return { errors: ['Pilih rekening bank penerima transfer'] };
  if (input.tipe === 'qris' && !input.kas_id) return { errors: ['Pilih rekening bank penerima QRIS'] };
  const data: Record<string, unknown> = { hutang_id: chosen.id, tipe: input.tipe, jumlah: input.jumlah, tanggal: todayJakarta() };
  if (input.tipe === 'transfer' || input.tipe === 'qris') data.kas_id = input.kas_id;
  const k = day.konsumen.find((c) => c.id === input.konsumen_id);
  const doc = await enqueue({
    jenis: 'penjualan-bayar', user_id: userId, data,
    ringkasan: { konsumen_nama: k?.nama ?? '', total: input.jumlah, bayar: [{ tipe: input.tipe, jumlah: input.jumlah }], keterangan: `Pelunasan ${chosen.nomor}` },
  });
  kick();
  return { doc, errors: [] };
}

function kick() {
  void requestBackgroundSync();
  void syncNow();
}

/**
 * The browser test's handle on the day (tests/e2e/offline-random.test.ts): installed only when the test sets
 * `niaga.ujiLapangan` in localStorage before the app starts, never in a salesperson's browser otherwise.
 */
export function installTestHandle(userId: number): void {
  if (typeof window === 'undefined' || localStorage.getItem('niaga.ujiLapangan') !== '1') return;
  const load = async () => ({ day: (await readDay(userId))!, queue: await listQueue(userId) });
  (window as unknown as Record<string, unknown>).niagaLapangan = {
    load,
    // `lunasTunai`: paid in cash at its total, as a salesperson types it after reading the total.
    jual: async (input: SaleInput & { lunasTunai?: boolean }) => {
      const { day, queue } = await load();
      const { lunasTunai, ...sale } = input;
      if (lunasTunai) sale.bayar = [{ tipe: 'tunai', jumlah: priceSale(day, queue, sale).summary.total }];
      return queueSale(day, queue, userId, sale);
    },
    tagih: async (input: CollectionInput) => { const { day, queue } = await load(); return queueCollection(day, queue, userId, input); },
    kirim: () => syncNow(),
  };
}
