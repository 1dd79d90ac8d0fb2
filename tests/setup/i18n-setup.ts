// The rules and integration layers call the app's api code, whose messages are made from the catalogues
// when they are needed (src/i18n, decision 0033): i18n starts in English from the catalogues at hand, as
// in the unit layer (unit-setup.ts), so a thrown message is the spec's text and never an empty string.
import { allResources } from '@/i18n/catalogues';
import { startI18nWith } from '@/i18n/i18n';

startI18nWith('en', allResources());
