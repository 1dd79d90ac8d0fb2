// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import restaurants from './restaurants.json';
import reviews from './reviews.json';
import search from './search.json';
import places from './places.json';

export default {
  restaurants,
  reviews,
  search,
  places,
};
