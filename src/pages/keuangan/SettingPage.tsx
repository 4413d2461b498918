import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { GeneratedEdit } from '../../framework/GeneratedEdit';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { ResourceViewProps } from '../../framework/pageParts';

/** The company settings are one record (GET /api/setting answers it): its list is its form. */
export default function SettingPage(props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['niaga', props.resource, 'single'],
    queryFn: () => dataProvider.action<{ data: { id: number } }>(`/${props.resource}`, undefined, { method: 'GET' }),
  });
  if (isPending) return <LoadingScreen />;
  if (error || !data?.data?.id) return <Alert severity="error">{error ? errorToasts(error).join(' ') : 'Pengaturan belum tersedia.'}</Alert>;
  return <GeneratedEdit resource={props.resource} id={String(data.data.id)} />;
}
