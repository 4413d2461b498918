import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { DashboardPembayaran } from './biayaApi';

/** Totals of the payment documents (GET /api/dashboard-pembayaran): not yet given, given, per payment group and per kas. */
export function PembayaranRingkasan() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data } = useQuery({ queryKey: ['dashboard-pembayaran'], queryFn: () => dataProvider.action<{ data: DashboardPembayaran }>('/dashboard-pembayaran', undefined, { method: 'GET' }) });
  if (!data) return null;
  const d = data.data;
  const figures: Array<[string, string]> = [
    ['Belum diberikan', formatMoney(d.belum)], ['Sudah diberikan', formatMoney(d.sudah)],
    ['Tunai', formatMoney(d.tunai.total)], ['Transfer', formatMoney(d.transfer.total)], ['Giro', formatMoney(d.giro.total)],
  ];
  return (
    <Card variant="outlined" sx={{ m: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" aria-label="Ringkasan pembayaran">
          {figures.map(([label, value]) => (
            <div key={label}>
              <Typography variant="body2" color="text.secondary">{label}</Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>{value}</Typography>
            </div>
          ))}
        </Stack>
        {d.kas.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
            {d.kas.map((k) => <Chip key={k.kas_id} variant="outlined" label={`${k.nama}: ${formatMoney(k.total)}`} />)}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
