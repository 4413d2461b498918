import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import registry from '../../../resources.config';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { PermissionEntry } from '../../../src/providers/permissions';
import { TestAdmin } from './TestAdmin';

/**
 * A view of the app (its registry, its data provider over the fake API, its pages) rendered signed in, with every
 * menu granted unless `entries` says otherwise.
 */
export function renderApp(view: ReactElement, options: { entries?: PermissionEntry[]; path?: string } = {}) {
  return render(
    <TestAdmin registry={registry} dataProvider={createDataProvider(registry)} entries={options.entries} path={options.path}>
      {view}
    </TestAdmin>,
  );
}
