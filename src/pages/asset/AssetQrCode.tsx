import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import Print from '@mui/icons-material/Print';
import { useDataProvider, useGetOne, useNotify } from 'ra-core';
import { formatMoney } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { api } from '../../providers/http';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import type { ResourceViewProps } from '../../framework/pageParts';

interface Asset { id: number; kode: string; nama: string; nilai_buku: number; status: string }

/** SPEC.md /asset/qr-code/:id: the asset's QR code (its code as content) and the printable label sheet. */
export default function AssetQrCode({ id }: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const asset = useGetOne<Asset>('asset', { id: Number(id) }, { enabled: Boolean(id) });
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [jumlah, setJumlah] = useState(12);

  useEffect(() => {
    if (!id) return undefined;
    let url: string | null = null;
    let live = true;
    api.get<Blob>(`/asset-qr-code/${id}`, { responseType: 'blob' })
      .then((r) => { url = URL.createObjectURL(r.data); if (live) setSrc(url); })
      .catch((e: unknown) => { if (live) setFailed(errorToasts(e).join(' ')); });
    return () => { live = false; if (url) URL.revokeObjectURL(url); };
  }, [id]);

  const print = async () => {
    try {
      await dataProvider.download(`/cetak-qrcode/${id}`, { jumlah }, `Label QR ${asset.data?.kode ?? id}.pdf`);
    } catch (e) {
      notify(errorToasts(e).join(' '), { type: 'error' });
    }
  };

  if (asset.error) return <Alert severity="error">{errorToasts(asset.error).join(' ')}</Alert>;
  const a = asset.data;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h6" component="h2">{a ? `${a.kode} — ${a.nama}` : 'Memuat…'}</Typography>
          {failed && <Alert severity="error">{failed}</Alert>}
          {src && a && <Box component="img" src={src} alt={`Kode QR aset ${a.kode}`} sx={{ width: 240, maxWidth: '100%', height: 'auto', bgcolor: '#fff', p: 1, borderRadius: 1 }} />}
          {a && <Typography>Isi kode QR: <strong>{a.kode}</strong> · Nilai buku {formatMoney(a.nilai_buku)}</Typography>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}>
            <TextField
              label="Jumlah label" type="number" size="small" value={jumlah} sx={{ width: 140 }}
              onChange={(e) => setJumlah(Math.max(1, Math.min(60, Number(e.target.value) || 1)))}
              slotProps={{ htmlInput: { min: 1, max: 60 } }}
            />
            <Button variant="contained" startIcon={<Print />} onClick={print} disabled={!a}>Cetak Label QR</Button>
            <LinkButton to={`/asset/detail/${id}`} label="Kembali ke Detail" />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
