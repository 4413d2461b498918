import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../framework/lazy/lazyWithTimeout';

/** Props of a hand-written view replacing a generated one (registry `views`). */
export interface ResourceViewProps {
  resource: string;
  /** The record id of edit and show views. */
  id?: string;
}

export type PageViews = Record<string, ComponentType<ResourceViewProps>>;

/** Buttons added to a resource's edit and detail pages; they read the record from the record context. */
export type RecordActions = Record<string, ComponentType<{ resource: string }>>;

/**
 * Hand-written views under src/pages/<area>, by the name a registry entry gives in `views`
 * (`views: { list: 'PenjualanList' }`). Workflow areas add theirs here as they are built.
 */
export const pageViews: PageViews = {
  AkunInfo: lazyWithTimeout(() => import('./keuangan/AkunInfo')),
  SettingPage: lazyWithTimeout(() => import('./keuangan/SettingPage')),
  MutasiPenempatan: lazyWithTimeout(() => import('./gudang/MutasiPenempatan')),
};

export const recordActions: RecordActions = {
  user: lazyWithTimeout(() => import('./pengguna/UserCredentialActions')),
};
