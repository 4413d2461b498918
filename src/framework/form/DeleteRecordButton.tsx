import { DeleteWithConfirmButton } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { useDeleteOptions } from './useSaveOptions';

/** "Hapus" with a confirmation naming the record; waits for the server before leaving the page. */
export function DeleteRecordButton(props: { resource: ResourceDef }) {
  const { resource } = props;
  const options = useDeleteOptions(resource);
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={options}
      confirmTitle={`Hapus ${resource.label}`}
      confirmContent={`Yakin ingin menghapus ${resource.label} ini? Data yang dihapus tidak dapat dikembalikan dari layar ini.`}
    />
  );
}
