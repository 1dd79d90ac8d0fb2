// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import common from './common.json';
import shell from './shell.json';
import leaderboard from './leaderboard.json';
import elite from './elite.json';
import auth from './auth.json';

export default { common, shell, leaderboard, elite, auth };
