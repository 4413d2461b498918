import { Stack, TextField } from '@mui/material';

/** From–to dates of a cost overview (YYYY-MM-DD, as the calls take them); empty = no bound. */
export function PeriodeFilter({ awal, akhir, onChange }: { awal: string; akhir: string; onChange: (awal: string, akhir: string) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField type="date" label="Dari Tanggal" size="small" value={awal} onChange={(e) => onChange(e.target.value, akhir)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" label="Sampai Tanggal" size="small" value={akhir} onChange={(e) => onChange(awal, e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}

/** The first and last day of the current month in Asia/Jakarta. */
export function thisMonth(): [string, string] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${today.slice(0, 7)}-01`, `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`];
}
