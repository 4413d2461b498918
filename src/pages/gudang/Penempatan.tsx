import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { useGetList } from 'ra-core';
import { useResourceDef } from '../../framework/RegistryContext';
import { useCanRead } from '../../framework/usePermissionSet';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { getGudang } from '../../providers/session';
import type { ResourceViewProps } from '../../framework/pageParts';
import { PenempatanTable } from './PenempatanTable';
import { SEARCH_LIMIT, usePenempatan } from './usePenempatan';
import { paginationFits } from '../../framework/show/stackedTable';

interface Gudang {
  id: number;
  kode: string;
  nama_gudang: string;
}

/**
 * SPEC.md /penempatan: what lies where in a warehouse. The warehouse admin's own warehouse comes first; per goods
 * the balance, its places and the unplaced rest, searched by goods, paged, with a link to the stock card.
 */
export default function Penempatan(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const tipe = resource.fields.find((f) => f.name === 'tempat_tipe');
  const tempatLabel = (value: string) => tipe?.options?.find((o) => o.value === value)?.label ?? value;
  const own = getGudang();
  const canListGudang = useCanRead('gudang');
  const canSearch = useCanRead('barang');
  const { data: gudangList } = useGetList<Gudang>('gudang', { sort: { field: 'kode', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } }, { enabled: canListGudang });
  const [chosen, setChosen] = useState<number | null>(own?.id ?? null);
  const gudangId = chosen ?? gudangList?.[0]?.id ?? null;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const data = usePenempatan({ gudangId, q, page: page + 1, perPage });

  const choices: Array<{ id: number; label: string }> = gudangList
    ? gudangList.map((g) => ({ id: g.id, label: `${g.kode} - ${g.nama_gudang}` }))
    : own ? [{ id: own.id, label: own.nama_gudang }] : [];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(0);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Stack component="form" onSubmit={search} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
            <TextField
              select
              size="small"
              label="Gudang"
              value={gudangId ?? ''}
              onChange={(e) => { setChosen(Number(e.target.value)); setPage(0); }}
              sx={{ minWidth: 260 }}
              disabled={choices.length <= 1}
            >
              {choices.map((c) => <MenuItem key={c.id} value={c.id}>{c.label}</MenuItem>)}
            </TextField>
            {canSearch && (
              <>
                <TextField size="small" label="Cari barang" placeholder="Nama, kode atau barcode" value={typed} onChange={(e) => setTyped(e.target.value)} />
                <Button type="submit" variant="outlined">Cari</Button>
              </>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Jumlah dalam satuan dasar barang.</Typography>
          {data.searchCut && <Alert severity="info" sx={{ mb: 1 }}>Lebih dari {SEARCH_LIMIT} barang cocok; hanya {SEARCH_LIMIT} yang pertama ditampilkan. Persempit kata kunci.</Alert>}
          {gudangId === null && <Alert severity="info">Pilih gudang untuk melihat penempatan stok.</Alert>}
          {gudangId !== null && data.isPending && <LoadingScreen />}
          {gudangId !== null && !data.isPending && (
            <Box>
              <PenempatanTable rows={data.rows} gudangId={gudangId} tempatLabel={tempatLabel} />
              <TablePagination
                component="div"
                sx={paginationFits}
                count={data.total}
                page={page}
                rowsPerPage={perPage}
                rowsPerPageOptions={[10, 25, 50, 100]}
                onPageChange={(_e, p) => setPage(p)}
                onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }}
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
