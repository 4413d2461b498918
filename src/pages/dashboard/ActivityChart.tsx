import { Card, CardContent, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNumber } from '../../../common/format';
import type { DashboardActivity } from './dashboardTypes';
import { HiddenFigures } from '../../framework/display/visuallyHidden';

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
        <HiddenFigures>
          <table>
            <caption>Perubahan data per hari</caption>
            <thead><tr><th scope="col">Tanggal</th><th scope="col">Perubahan</th></tr></thead>
            <tbody>{props.activity.map((a) => <tr key={a.tanggal}><td>{formatDate(a.tanggal)}</td><td>{formatNumber(a.jumlah, 0)}</td></tr>)}</tbody>
          </table>
        </HiddenFigures>
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
