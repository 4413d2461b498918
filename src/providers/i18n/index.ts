import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { Registry } from '../../../common/registry';
import { raMessages } from './raMessages';
import { niagaMessages } from './niagaMessages';
import { resourceMessages } from './resourceMessages';

/** Indonesian only: react-admin's messages, the project's, and the labels generated from the registry. */
export function buildMessages(registry: Registry): TranslationMessages {
  return { ...raMessages, ...niagaMessages, ...resourceMessages(registry) } as TranslationMessages;
}

export function createI18nProvider(registry: Registry): I18nProvider {
  const messages = buildMessages(registry);
  return polyglotI18nProvider(() => messages, 'id', [{ locale: 'id', name: 'Bahasa Indonesia' }]);
}
