// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import perks from './perks.json';

export default {
  perks,
};
