import { useEffect } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'ra-core';

/** The bank accounts (`GET /api/kas?jenis=bank`), by name. */
export function useBanks() {
  const { data, isPending } = useGetList<{ id: number; nama: string }>('kas', {
    filter: { jenis: 'bank' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'nama', order: 'ASC' },
  });
  return { banks: data ?? [], isPending };
}

/**
 * A bank account picker (banks only). With `pickFirst` the first bank is chosen as soon as the list arrives (a
 * report needs one to show anything).
 */
export function BankSelect(props: {
  value?: number; onChange: (id?: number) => void; label?: string; pickFirst?: boolean; fullWidth?: boolean; required?: boolean; error?: string;
}) {
  const { banks } = useBanks();
  const { value, onChange, pickFirst } = props;
  useEffect(() => {
    if (pickFirst && value === undefined && banks.length > 0) onChange(banks[0].id);
  }, [pickFirst, value, banks, onChange]);
  return (
    <TextField
      select size="small" label={props.label ?? 'Rekening Bank'} value={banks.some((b) => b.id === value) ? value : ''} required={props.required}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} sx={{ minWidth: 220 }} fullWidth={props.fullWidth}
      error={!!props.error} helperText={props.error}
    >
      {banks.map((b) => <MenuItem key={b.id} value={b.id}>{b.nama}</MenuItem>)}
    </TextField>
  );
}
