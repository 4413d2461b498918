import type { Registry } from '../../../common/registry';

type Messages = Record<string, unknown>;

/**
 * `resources.<name>` for every registry resource, the message tree react-admin reads for titles, field
 * labels and save notifications: `name` (singular |||| plural), `fields.<field>`, `notifications.*`.
 */
export function resourceMessages(registry: Registry): Messages {
  const resources: Messages = {};
  for (const resource of registry.resources) {
    const fields: Record<string, string> = { id: 'ID', created_at: 'Dibuat', updated_at: 'Terakhir diubah' };
    for (const field of resource.fields) if (!field.internal) fields[field.name] = field.label;
    resources[resource.name] = {
      name: `${resource.label} |||| ${resource.labelPlural}`,
      fields,
      notifications: {
        created: `${resource.label} berhasil ditambahkan`,
        updated: `${resource.label} berhasil diperbarui`,
        deleted: `${resource.label} berhasil dihapus`,
      },
    };
  }
  return { resources };
}
