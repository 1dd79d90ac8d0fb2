// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import pages from './pages.json';

export default { pages };
