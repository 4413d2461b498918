import type { ResourceDefinitions } from 'ra-core';
import type { Registry } from '../../common/registry';
import { resourceOps } from '../../common/registry';

/** react-admin's resource definitions from the registry (labels, which views exist, how a record is named). */
export function resourceDefinitions(registry: Registry): ResourceDefinitions {
  return Object.fromEntries(registry.resources.map((resource) => {
    const ops = resourceOps(resource);
    return [resource.name, {
      name: resource.name,
      options: { label: resource.labelPlural },
      hasList: ops.includes('list'),
      hasCreate: ops.includes('create'),
      hasEdit: ops.includes('update'),
      hasShow: ops.includes('get'),
      recordRepresentation: resource.titleField,
    }];
  }));
}
