// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import groups from './groups.json';
import scan from './scan.json';
import restaurant from './restaurant.json';
import settings from './settings.json';
import account from './account.json';
import restaurants from './restaurants.json';
import reviews from './reviews.json';
import search from './search.json';
import offers from './offers.json';
import places from './places.json';

export default {
  groups,
  scan,
  restaurant,
  settings,
  account,
  restaurants,
  reviews,
  search,
  offers,
  places,
};
