import { Box, GlobalStyles } from '@mui/material';
import { formatDateTime, formatMoney } from '../../../common/format';
import type { DayData } from '../../offline/dayData';
import { JENIS_LABEL, type QueuedDoc } from '../../offline/queue';

const TIPE: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)' };

/**
 * The nota printed from the phone's own data (issue 23), for the 58 mm / A6 printers salespeople carry: the
 * document number (the server's once sent, else the phone's id), the customer, the lines, the payment split and
 * the signature lines. Printing hides the rest of the page.
 */
export function NotaCetak({ doc, day }: { doc: QueuedDoc; day: DayData | null }) {
  const r = doc.ringkasan;
  return (
    <Box className="nota-cetak" sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: '58mm', mx: 'auto', color: 'text.primary' }}>
      <GlobalStyles styles={{
        '@media print': {
          '@page': { size: '58mm auto', margin: '2mm' },
          'body *': { visibility: 'hidden' },
          '.nota-cetak, .nota-cetak *': { visibility: 'visible', color: '#000 !important' },
          '.nota-cetak': { position: 'absolute', left: 0, top: 0, width: '54mm' },
        },
      }} />
      <Box sx={{ textAlign: 'center', fontWeight: 700 }}>NOTA {JENIS_LABEL[doc.jenis].toUpperCase()}</Box>
      <div>No: {doc.server?.nomor || `OFF-${doc.client_id.slice(0, 8).toUpperCase()}`}</div>
      <div>Tgl: {formatDateTime(doc.dibuat_offline_at)}</div>
      <div>Konsumen: {r.konsumen_nama}</div>
      {day?.trip && <div>Kendaraan: {day.trip.no_polisi ?? day.trip.nomor}</div>}
      <hr />
      {(r.lines ?? []).map((l, i) => (
        <div key={i}>
          <div>{l.nama}</div>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}><span>{l.jumlah} {l.satuan} x {formatMoney(l.harga)}</span><span>{formatMoney(l.subtotal)}</span></Box>
          {l.diskon > 0 && <div>Diskon {formatMoney(l.diskon)}</div>}
        </div>
      ))}
      {r.keterangan && <div>{r.keterangan}</div>}
      <hr />
      {r.ppn ? <Box sx={{ display: 'flex', justifyContent: 'space-between' }}><span>PPN</span><span>{formatMoney(r.ppn)}</span></Box> : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}><span>Total</span><span>{formatMoney(r.total)}</span></Box>
      {r.pembulatan ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}><span>Pembulatan</span><span>- {formatMoney(r.pembulatan)}</span></Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}><span>Total Bayar</span><span>{formatMoney(r.total - r.pembulatan)}</span></Box>
        </>
      ) : null}
      {(r.bayar ?? []).map((p) => (
        <Box key={p.tipe} sx={{ display: 'flex', justifyContent: 'space-between' }}><span>{TIPE[p.tipe] ?? p.tipe}</span><span>{formatMoney(p.jumlah)}</span></Box>
      ))}
      {doc.state !== 'terkirim' && <Box sx={{ mt: 1 }}>Dicatat offline; menunggu sinkron.</Box>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4, textAlign: 'center' }}>
        <Box sx={{ width: '45%' }}>Konsumen<Box sx={{ borderTop: '1px solid', mt: 5 }} /></Box>
        <Box sx={{ width: '45%' }}>Sales<Box sx={{ borderTop: '1px solid', mt: 5 }} /></Box>
      </Box>
    </Box>
  );
}
