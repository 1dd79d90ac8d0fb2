// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import restaurant from './restaurant.json';

export default {
  restaurant,
};
