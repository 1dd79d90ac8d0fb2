// Every t() key and its namespace is checked by tsc against the English catalogue.
import 'i18next';
import type { EnglishResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
