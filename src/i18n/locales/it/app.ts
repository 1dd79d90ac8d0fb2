// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import groups from './groups.json';
import scan from './scan.json';
import settings from './settings.json';
import account from './account.json';

export default {
  groups,
  scan,
  settings,
  account,
};
