import { Box, Typography } from '@mui/material';
import type { ReportResult } from '../../../common/laporan';

/** A financial statement's heading as printed: the company, the statement's name and its period or date. */
export function StatementHeading({ result }: { result: ReportResult }) {
  if (!result.kop) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }} data-testid="laporan-kop">
      <Typography component="p" sx={{ fontWeight: 700 }}>{result.kop.nama}</Typography>
      {result.kop.alamat && <Typography variant="body2" color="text.secondary">{result.kop.alamat}</Typography>}
      <Typography component="p" sx={{ fontWeight: 700, mt: 1, textTransform: 'uppercase' }}>{result.title}</Typography>
      <Typography variant="body2">{result.periode}</Typography>
    </Box>
  );
}

/** Dibuat / Diperiksa / Disetujui oleh under a statement, with room to sign and the names of the settings. */
export function SignatureBlock({ result }: { result: ReportResult }) {
  const t = result.tanda_tangan;
  if (!t) return null;
  return (
    <Box component="section" aria-label="Tanda tangan" sx={{ mt: 4 }} data-testid="laporan-tanda-tangan">
      <Typography variant="body2" sx={{ textAlign: 'right', mb: 1 }}>{t.kota ? `${t.kota}, ` : ''}{t.tanggal}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${t.penanda.length}, 1fr)`, gap: 2, textAlign: 'center' }}>
        {t.penanda.map((p) => (
          <Box key={p.peran}>
            <Typography variant="body2">{p.peran}</Typography>
            <Box sx={{ height: 56 }} />
            <Typography variant="body2" sx={{ fontWeight: 700, textDecoration: p.nama ? 'underline' : undefined, overflowWrap: 'anywhere' }}>{p.nama || '(....................)'}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
