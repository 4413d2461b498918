import type { ComponentType } from 'react';

/** Props of a hand-written view replacing a generated one (registry `views`). */
export interface ResourceViewProps {
  resource: string;
  /** The record id of edit and show views. */
  id?: string;
}

export type PageViews = Record<string, ComponentType<ResourceViewProps>>;

/** Buttons added to a resource's edit and detail pages; they read the record from the record context. */
export type RecordActions = Record<string, ComponentType<{ resource: string }>>;

/** Sections shown below the fields of a resource's generated detail page; they read the record from the record context. */
export type RecordPanels = Record<string, ComponentType<{ resource: string }>>;

export interface RowActionProps {
  resource: string;
  record: Record<string, unknown>;
}

/** Icon links added to each row of a resource's generated list, beside "Lihat detail" and "Ubah". */
export type RowActions = Record<string, ComponentType<RowActionProps>>;

/**
 * What the app's pages hand the framework (App.tsx passes them to the registry provider): hand-written views by the
 * name a registry entry gives in `views`, and the extra buttons, panels and row links of a resource. The framework
 * knows only these types, never the pages.
 */
export interface PageParts {
  pageViews: PageViews;
  recordActions: RecordActions;
  recordPanels: RecordPanels;
  rowActions: RowActions;
  /** Titles of the registry `screens` whose view kind alone would name them badly ("Detail Kas" for a cash flow). */
  screenTitles: Record<string, string>;
}
