// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import feed from './feed.json';
import profile from './profile.json';
import points from './points.json';
import notifications from './notifications.json';
import messages from './messages.json';

export default {
  feed,
  profile,
  points,
  notifications,
  messages,
};
