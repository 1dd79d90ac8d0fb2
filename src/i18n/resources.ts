// The English catalogue's shape: the type every `t()` key is checked against (i18next.d.ts).
import type core from './locales/en/core';
import type social from './locales/en/social-bundle';
import type daily from './locales/en/daily';
import type app from './locales/en/app';
import type places from './locales/en/places-bundle';
import type offers from './locales/en/offers-bundle';
import type perks from './locales/en/perks-bundle';
import type owner from './locales/en/owner';
import type ownerTools from './locales/en/owner-tools';
import type pages from './locales/en/pages-bundle';

export type EnglishResources = typeof core &
  typeof social &
  typeof daily &
  typeof places &
  typeof offers &
  typeof perks &
  typeof owner &
  typeof ownerTools &
  typeof app &
  typeof pages;
