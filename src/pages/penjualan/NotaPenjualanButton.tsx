import { lazy, Suspense, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { readDay } from '../../offline/dayData';
import { getUser } from '../../providers/session';
import { can } from '../../providers/permissions';
import { usePermissionSet } from '../../framework/usePermissionSet';
import { notaFromPenjualan, type NotaSettings } from '../lapangan/nota/notaData';
import type { Sale } from './penjualanApi';

const NotaActions = lazy(() => import('../lapangan/nota/NotaActions'));

/**
 * The company's name, address, phone and NPWP for the nota's header: the settings when this user may read them,
 * else the company of the day stored on this device (a salesperson's GET /api/data-hari), else none.
 */
function useNotaSettings(enabled: boolean) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { permissions } = usePermissionSet();
  const readable = permissions !== null && can(permissions, '/setting', 'read');
  return useQuery({
    queryKey: ['niaga', 'setting', 'nota', readable],
    enabled: enabled && permissions !== null,
    staleTime: 300_000,
    queryFn: async (): Promise<NotaSettings | null> => {
      if (readable) {
        const { data } = await dataProvider.getList('setting', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
        if (data[0]) return data[0] as NotaSettings;
      }
      const user = getUser();
      const p = user ? (await readDay(user.id).catch(() => undefined))?.perusahaan : undefined;
      return p ? { nama_perusahaan: p.nama, alamat: p.alamat, telepon: p.telepon, npwp: p.npwp } : null;
    },
  });
}

/**
 * "Nota 58 mm" on a sale's page (issue 39): the thermal nota of the saved sale in a dialog, to print over
 * Bluetooth, share as a picture or print through the browser at 58/80 mm.
 */
export function NotaPenjualanButton(props: { sale: Sale }) {
  const [open, setOpen] = useState(false);
  const settings = useNotaSettings(open);
  return (
    <>
      <Button variant="outlined" startIcon={<ReceiptLong />} onClick={() => setOpen(true)}>Nota 58 mm</Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="nota-58-judul">
          <DialogTitle id="nota-58-judul">Nota {props.sale.nomor}</DialogTitle>
          <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
            {settings.isLoading ? <Typography color="text.secondary">Memuat…</Typography> : (
              <Suspense fallback={<Typography color="text.secondary">Memuat…</Typography>}>
                <NotaActions nota={notaFromPenjualan(props.sale, settings.data ?? null)} />
              </Suspense>
            )}
          </DialogContent>
          <DialogActions><Button onClick={() => setOpen(false)}>Tutup</Button></DialogActions>
        </Dialog>
      )}
    </>
  );
}
