import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNumber } from '../../../common/format';
import type { DashboardActivity } from './dashboardTypes';

/**
 * Read by screen readers, not drawn (the usual clip pattern). Sizes in px: MUI's sx reads `width: 1` as 100 %,
 * which made the box as wide as the page from where it sits and pushed the dashboard sideways.
 */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** Changes recorded per day over the last 14 days (the audit log the user may see). */
export default function ActivityChart(props: { activity: DashboardActivity[] }) {
  const theme = useTheme();
  const data = props.activity.map((a) => ({ ...a, hari: formatDate(a.tanggal).slice(0, 5) }));
  const total = props.activity.reduce((sum, a) => sum + a.jumlah, 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">Aktivitas 14 Hari Terakhir</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{formatNumber(total, 0)} perubahan data</Typography>
        {/* The figures behind the bars, for a screen reader (the bars' values show only under the mouse), clipped
            by a box around the table: a table is never narrower than its cells. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>Perubahan data per hari</caption>
            <thead><tr><th scope="col">Tanggal</th><th scope="col">Perubahan</th></tr></thead>
            <tbody>{props.activity.map((a) => <tr key={a.tanggal}><td>{formatDate(a.tanggal)}</td><td>{formatNumber(a.jumlah, 0)}</td></tr>)}</tbody>
          </table>
        </Box>
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="hari" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
            <Tooltip
              formatter={(value) => [formatNumber(Number(value), 0), 'Perubahan']}
              labelFormatter={(_label, payload) => formatDate(payload?.[0]?.payload?.tanggal)}
              contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
            />
            <Bar dataKey="jumlah" name="Perubahan" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
