import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'ra-core';
import { formatMoney } from '../../../common/format';
import type { ResourceViewProps } from '../../framework/pageParts';
import { GeneratedList } from '../../framework/list/GeneratedList';
import { NumberField } from '../../framework/inputs/NumberField';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';

const STATUS = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'];

interface TerAnswer { kategori: string; tarif_persen: number; pph21: number }
interface TahunanAnswer { biaya_jabatan: number; neto: number; ptkp: number; pkp: number; pph21_setahun: number; pph21_terutang: number }

const persen = (v: number) => `${String(v).replace('.', ',')} %`;

function Figures({ rows }: { rows: Array<[string, string, boolean?]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
      {rows.map(([label, value, strong]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The PPh 21 calculators (GET /api/pph21-ter and /api/pph21-tahunan) beside the payroll runs: what a month withholds
 * by TER, and what the last period (December or resignation) withholds after the year's recomputation.
 */
function KalkulatorPph21() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [tab, setTab] = useState<'ter' | 'tahunan'>('ter');
  const [status, setStatus] = useState('TK/0');
  const [bruto, setBruto] = useState<number | null>(null);
  const [iuran, setIuran] = useState<number | null>(null);
  const [dipotong, setDipotong] = useState<number | null>(null);
  const [ter, setTer] = useState<TerAnswer | null>(null);
  const [tahunan, setTahunan] = useState<TahunanAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      if (tab === 'ter') {
        const res = await dataProvider.action<{ data: TerAnswer }>('/pph21-ter', undefined, { method: 'GET', params: { bruto: bruto ?? '', status_ptkp: status } });
        setTer(res.data);
      } else {
        const res = await dataProvider.action<{ data: TahunanAnswer }>('/pph21-tahunan', undefined, {
          method: 'GET', params: { bruto_setahun: bruto ?? '', iuran_setahun: iuran ?? 0, dipotong: dipotong ?? 0, status_ptkp: status },
        });
        setTahunan(res.data);
      }
    } catch (err) {
      setError(errorToasts(err).join(' '));
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="kalkulator-pph21">
      <CardContent>
        <Typography id="kalkulator-pph21" variant="subtitle1" component="h2">Kalkulator PPh 21</Typography>
        <Tabs value={tab} onChange={(_, v) => { setTab(v); setError(null); }} aria-label="Jenis perhitungan">
          <Tab value="ter" label="Bulanan (TER)" />
          <Tab value="tahunan" label="Masa Terakhir (Setahun)" />
        </Tabs>
        <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
            <TextField select label="Status PTKP" value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 140 }}>
              {STATUS.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
            </TextField>
            <NumberField money label={tab === 'ter' ? 'Bruto Sebulan' : 'Bruto Setahun'} value={bruto} onChange={setBruto}
              helperText="Termasuk JKK, JKM dan BPJS Kesehatan yang dibayar perusahaan" />
            {tab === 'tahunan' && <NumberField money label="Iuran JHT dan JP Karyawan Setahun" value={iuran} onChange={setIuran} />}
            {tab === 'tahunan' && <NumberField money label="PPh 21 Sudah Dipotong" value={dipotong} onChange={setDipotong} />}
            <Button type="submit" variant="contained" sx={{ minWidth: 110, mt: { md: 1 } }}>Hitung</Button>
          </Stack>
        </Box>
        {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
        {tab === 'ter' && ter && (
          <Figures rows={[['Kategori TER', ter.kategori], ['Tarif efektif', persen(ter.tarif_persen)], ['PPh 21 sebulan', formatMoney(ter.pph21), true]]} />
        )}
        {tab === 'tahunan' && tahunan && (
          <Figures rows={[
            ['Biaya jabatan', formatMoney(tahunan.biaya_jabatan)], ['Penghasilan neto', formatMoney(tahunan.neto)], ['PTKP', formatMoney(tahunan.ptkp)],
            ['PKP (dibulatkan ke ribuan)', formatMoney(tahunan.pkp)], ['PPh 21 setahun (Pasal 17)', formatMoney(tahunan.pph21_setahun)],
            [tahunan.pph21_terutang < 0 ? 'Kelebihan dikembalikan' : 'PPh 21 masa terakhir', formatMoney(Math.abs(tahunan.pph21_terutang)), true],
          ]} />
        )}
      </CardContent>
    </Card>
  );
}

/** The payroll runs with the PPh 21 calculators above them. */
export default function PenggajianList(props: ResourceViewProps) {
  return (
    <>
      <KalkulatorPph21 />
      <GeneratedList {...props} />
    </>
  );
}
