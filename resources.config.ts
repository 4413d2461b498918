/**
 * The registry: every resource of Niaga as data. One entry gives the table, validation, the API routes
 * (GET /api/<name>, GET /api/<name>/:id, POST /api/input/<name>, DELETE /api/<name>/:id), the OpenAPI
 * entry, the menu subject and the generated List/Create/Edit/Show screens. No functions, no imports
 * beyond types and other registry data: both the server and the browser bundle import this file.
 * Entries live by area under resources/; this file puts them together in menu order.
 */
import type { Registry } from './common/registry.js';
import { masterMenus, masterResources } from './resources/master.js';

const registry: Registry = {
  resources: [...masterResources],
  menus: [...masterMenus],
};
export default registry;
