// Every route path of the app in one place: the router, the guards, links and redirects use these,
// so a path is spelled once. Builders encode their parameter.

export const PATHS = {
  home: '/',
  login: '/login',
  terms: '/terms',
  dataPrivacy: '/data-privacy',
  feed: '/feed',
  messages: '/messages',
  conversation: '/messages/:username',
  sendMessage: '/send-message/:username',
  scan: '/scan',
  sendPoints: '/send-points/:username',
  profile: '/profile/:username',
  notifications: '/notifications',
  settings: '/settings',
  privacy: '/privacy',
  securitySettings: '/settings/security',
  notificationSettings: '/settings/notifications',
  languageSettings: '/settings/language',
  appSettings: '/settings/app',
  help: '/help',
  about: '/about',
  restaurantProfile: '/restaurant/profile',
  till: '/restaurant/till',
  newGroup: '/elite-groups/new',
  group: '/elite-groups/:id',
  groupSettings: '/elite-groups/:id/settings',
  post: '/post/:targetId',
  restaurantPage: '/restaurants/:restaurantKey',
  search: '/search',
  wantToTry: '/want-to-try',
  perks: '/perks',
  perk: '/perks/:offerId',
} as const;

const enc = encodeURIComponent;

export const profilePath = (username: string) => `/profile/${enc(username)}`;
export const myProfilePath = () => profilePath('me');
export const conversationPath = (username: string) => `/messages/${enc(username)}`;
export const sendMessagePath = (username: string) => `/send-message/${enc(username)}`;
export const sendPointsPath = (username: string) => `/send-points/${enc(username)}`;
export const groupPath = (id: string) => `/elite-groups/${enc(id)}`;
export const groupSettingsPath = (id: string) => `/elite-groups/${enc(id)}/settings`;
export const postPath = (targetId: string) => `/post/${enc(targetId)}`;
export const restaurantPagePath = (restaurantKey: string) => `/restaurants/${enc(restaurantKey)}`;
export const perkPath = (offerId: string) => `/perks/${enc(offerId)}`;

/**
 * What /post/{targetId} shows (decision 0006): a bill when the id holds '_' (bill ids are {uid}_{millis}),
 * else a post (post ids are auto-ids: letters and digits). firestore.rules keeps both shapes, so the
 * id alone says which collection to read, for links written before too, and a post can never stand in
 * for a bill.
 */
export const postTargetKind = (targetId: string): 'post' | 'bill' =>
  targetId.includes('_') ? 'bill' : 'post';
