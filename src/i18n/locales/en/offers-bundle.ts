// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import offers from './offers.json';

export default {
  offers,
};
