import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, type Validator } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { FieldDef } from '../../../common/registry';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { getGudang } from '../../providers/session';

export interface Place {
  tipe: 'blok' | 'rak' | 'laci' | 'palet';
  id: number;
  nama: string;
}

const GROUP: Record<Place['tipe'], string> = { blok: 'Blok', rak: 'Rak', laci: 'Laci', palet: 'Palet' };

/** The places of a warehouse by their path name (GET /api/gudang-tempat), cached per warehouse. */
export function useWarehousePlaces(gudangId: number | null) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  return useQuery({
    queryKey: ['niaga', 'gudang-tempat', gudangId],
    enabled: gudangId !== null,
    staleTime: 60_000,
    queryFn: async () => (await dataProvider.action<{ data: Place[] }>('/gudang-tempat', undefined, { method: 'GET', params: { gudang_id: gudangId! } })).data,
  });
}

/**
 * A place inside a warehouse (registry `placeIn`): one choice by name that sets both the kind
 * (`<prefix>_tipe`) and the id (`<prefix>_id`). The warehouse is the form's `placeIn` field, else the
 * warehouse admin's own (the server fills it in for them).
 */
export function PlaceInput(props: { field: FieldDef; validate?: Validator; size?: 'small' | 'medium' }) {
  const { field, size } = props;
  const prefix = field.name.slice(0, -'_id'.length);
  const idInput = useInput({ source: field.name, validate: props.validate });
  const kindInput = useInput({ source: `${prefix}_tipe` });
  const watched = useWatch({ name: field.placeIn! }) as number | string | null | undefined;
  const gudangId = watched !== null && watched !== undefined && watched !== '' ? Number(watched) : getGudang()?.id ?? null;
  const { data = [], isLoading } = useWarehousePlaces(gudangId);
  const value = data.find((p) => p.tipe === kindInput.field.value && p.id === Number(idInput.field.value)) ?? null;
  const error = idInput.fieldState.error?.message;
  return (
    <Autocomplete
      options={data}
      value={value}
      loading={isLoading}
      groupBy={(p) => GROUP[p.tipe]}
      getOptionLabel={(p) => p.nama}
      isOptionEqualToValue={(a, b) => a.tipe === b.tipe && a.id === b.id}
      noOptionsText={gudangId === null ? 'Pilih gudang lebih dulu' : 'Tidak ada tempat'}
      loadingText="Memuat tempat…"
      onChange={(_e, p) => {
        kindInput.field.onChange(p?.tipe ?? null);
        idInput.field.onChange(p?.id ?? null);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          size={size}
          error={Boolean(error)}
          helperText={error ?? (gudangId === null ? 'Pilih gudang lebih dulu' : field.help)}
        />
      )}
      fullWidth
    />
  );
}
