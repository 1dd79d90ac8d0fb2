// The English catalogue's shape: the type every `t()` key is checked against (i18next.d.ts).
import type core from './locales/en/core';
import type daily from './locales/en/daily';
import type app from './locales/en/app';
import type pages from './locales/en/pages-bundle';

export type EnglishResources = typeof core & typeof daily & typeof app & typeof pages;
