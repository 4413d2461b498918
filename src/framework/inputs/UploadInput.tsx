import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import Clear from '@mui/icons-material/Clear';
import { FieldTitle, useDataProvider, useInput, useNotify, type Validator } from 'ra-core';
import { InputHelperText } from 'ra-ui-materialui';
import type { FieldDef } from '../../../common/registry';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { safeUrl } from '../display/safeUrl';

/** What the server accepts per kind (POST /api/upload checks the bytes too). */
const ACCEPT: Record<'image' | 'file', string> = {
  image: 'image/png,image/jpeg,image/webp',
  file: 'image/png,image/jpeg,image/webp,application/pdf,application/vnd.android.package-archive,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface UploadInputProps {
  resource: string;
  field: FieldDef;
  validate?: Validator;
  helperText?: string | false;
}

/** An image or file field: the file is uploaded when chosen and the field keeps its address. */
export function UploadInput(props: UploadInputProps) {
  const { field } = props;
  const kind = field.kind === 'image' ? 'image' : 'file';
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { id, field: input, fieldState, formState, isRequired } = useInput({ source: field.name, validate: props.validate });
  const url = safeUrl(input.value);
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const answer = await dataProvider.upload(props.resource, field.name, file);
      input.onChange(answer.url);
      notify(`${file.name} berhasil diunggah`, { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color={showError ? 'error' : 'text.secondary'} component="label" htmlFor={id}>
        <FieldTitle label={field.label} source={field.name} isRequired={isRequired} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        {url && kind === 'image' && <Box component="img" src={url} alt={field.label} sx={{ maxWidth: 120, maxHeight: 120, borderRadius: 1 }} />}
        {url && kind === 'file' && <Link href={url} target="_blank" rel="noopener noreferrer">Lihat berkas</Link>}
        {!url && <Typography variant="body2" color="text.secondary">Belum ada {kind === 'image' ? 'gambar' : 'berkas'}</Typography>}
        <Button size="small" variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <UploadFile />} disabled={busy} onClick={() => picker.current?.click()}>
          {kind === 'image' ? 'Pilih Gambar' : 'Pilih Berkas'}
        </Button>
        {url && <Button size="small" startIcon={<Clear />} onClick={() => input.onChange(null)}>Kosongkan</Button>}
      </Stack>
      <input ref={picker} id={id} name={input.name} type="file" accept={field.accept?.join(',') ?? ACCEPT[kind]} hidden onChange={choose} />
      <FormHelperText error={showError}>
        <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={props.helperText} />
      </FormHelperText>
    </Box>
  );
}
