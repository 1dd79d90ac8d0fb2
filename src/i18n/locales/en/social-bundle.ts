// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import social from './social.json';

export default {
  social,
};
