import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { usePermissionSet } from '../../framework/usePermissionSet';
import { can } from '../../providers/permissions';
import { HiddenFigures } from '../../framework/display/visuallyHidden';

const short = (v: number) => (Math.abs(v) >= 1e9 ? `${(v / 1e9).toFixed(1)} M` : Math.abs(v) >= 1e6 ? `${(v / 1e6).toFixed(0)} jt` : String(v));

function MonthChart({ title, labels, values, link, caption }: { title: string; labels: string[]; values: number[]; link: string; caption: string }) {
  const theme = useTheme();
  const data = labels.map((l, i) => ({ bulan: l, nilai: values[i] }));
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2"><RouterLink to={link} style={{ color: 'inherit' }}>{title}</RouterLink></Typography>
        <HiddenFigures>
          <table>
            <caption>{caption}</caption>
            <thead><tr><th scope="col">Bulan</th><th scope="col">Jumlah</th></tr></thead>
            <tbody>{data.map((d) => <tr key={d.bulan}><td>{d.bulan}</td><td>{formatMoney(d.nilai)}</td></tr>)}</tbody>
          </table>
        </HiddenFigures>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="bulan" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
            <YAxis tickFormatter={short} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
            <Tooltip formatter={(v) => [formatMoney(Number(v)), title]} contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }} />
            <Bar dataKey="nilai" fill={theme.palette.primary.main} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** Sales and profit of the last six months (recharts, loaded after the figures). Each chart only for who may read it. */
export default function MonthCharts() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { permissions } = usePermissionSet();
  const seesSales = can(permissions, '/penjualan', 'read');
  const seesProfit = can(permissions, '/laporan/laba-rugi', 'read');
  const sales = useQuery({
    queryKey: ['niaga', 'grafik-penjualan'], enabled: seesSales,
    queryFn: async () => (await dataProvider.action<{ data: { labels: string[]; datas: number[] } }>('/dashboard-grafik-penjualan', undefined, { method: 'GET' })).data,
  });
  const profit = useQuery({
    queryKey: ['niaga', 'grafik-laba-rugi'], enabled: seesProfit,
    queryFn: async () => (await dataProvider.action<{ data: { label: string[]; data: number[] } }>('/dashboard-grafik-laba-rugi', undefined, { method: 'GET' })).data,
  });
  if (!sales.data && !profit.data) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {sales.data && <MonthChart title="Penjualan per Bulan" labels={sales.data.labels} values={sales.data.datas} link={can(permissions, '/laporan/sales', 'read') ? '/laporan/sales' : '/penjualan'} caption="Penjualan per bulan" />}
      {profit.data && <MonthChart title="Laba (Rugi) per Bulan" labels={profit.data.label} values={profit.data.data} link="/laporan/laba-rugi" caption="Laba rugi per bulan" />}
    </Box>
  );
}
