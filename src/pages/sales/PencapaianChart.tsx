import { Box, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../common/format';
import type { PencapaianRow } from './salesTypes';
import { HiddenFigures } from '../../framework/display/visuallyHidden';

const short = (v: number) => (v >= 1_000_000 ? `${Math.round(v / 100_000) / 10} jt` : v >= 1_000 ? `${Math.round(v / 1_000)} rb` : String(v));

/** Target vs actual sales per salesperson (the figures also as a table for screen readers). */
export default function PencapaianChart({ rows }: { rows: PencapaianRow[] }) {
  const theme = useTheme();
  const data = rows.map((r) => ({ nama: r.nama.split(' ')[0], target: r.target_penjualan, penjualan: r.penjualan }));
  return (
    <Box sx={{ position: 'relative' }}>
      <HiddenFigures>
        <table>
          <caption>Target dan realisasi penjualan per sales</caption>
          <thead><tr><th scope="col">Sales</th><th scope="col">Target</th><th scope="col">Penjualan</th></tr></thead>
          <tbody>{rows.map((r) => <tr key={r.karyawan_id}><td>{r.nama}</td><td>{formatMoney(r.target_penjualan)}</td><td>{formatMoney(r.penjualan)}</td></tr>)}</tbody>
        </table>
      </HiddenFigures>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="nama" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
          <YAxis tickFormatter={short} width={48} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
          <Tooltip formatter={(value, name) => [formatMoney(Number(value)), name === 'target' ? 'Target' : 'Penjualan']} contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }} />
          <Legend formatter={(v) => (v === 'target' ? 'Target' : 'Penjualan')} />
          <Bar dataKey="target" fill={theme.palette.grey[500]} radius={[4, 4, 0, 0]} />
          <Bar dataKey="penjualan" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
