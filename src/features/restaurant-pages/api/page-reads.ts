// The restaurant page's first reads in one module, loaded after its first paint: one small chunk for the
// four, not four (decision 0062).
export { fetchRestaurantOwner } from './fetch-claim';
export { fetchFollowedDiners } from './followed-diners';
export { subscribeToRestaurantPage } from './subscribe-restaurant-page';
export { fetchTopDiners } from './top-diners';
