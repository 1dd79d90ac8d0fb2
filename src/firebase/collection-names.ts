// Every Firestore collection and fixed document name, written once (issue 40). The typed references
// are built from these in collections.ts; the REST queries of the early script (feed-rest.ts,
// board-rest.ts) name their collection from here too. vite.config.ts loads it through them: no imports.

/** The top-level collections (docs/data-model.md has a section for each). */
export const COLLECTIONS = {
  users: 'users',
  usernames: 'usernames',
  bills: 'bills',
  receipts: 'receipts',
  pointTransactions: 'pointTransactions',
  restaurants: 'restaurants',
  restaurantPages: 'restaurantPages',
  offers: 'offers',
  follows: 'follows',
  posts: 'posts',
  likes: 'likes',
  comments: 'comments',
  notifications: 'notifications',
  reports: 'reports',
  eliteGroups: 'eliteGroups',
  conversations: 'conversations',
  /** The restaurants' one-use codes that make a bill verified (decision 0046). */
  billCodes: 'billCodes',
  /** The Elite Cities: each the sums of its groups (decision 0052). */
  eliteCities: 'eliteCities',
} as const;

/** The subcollections, by the document they live under. */
export const SUBCOLLECTIONS = {
  /** users/{uid}/…: each is listed, so the deletion and the export miss no document added later. */
  user: {
    private: 'private',
    preferences: 'preferences',
    blocks: 'blocks',
    wantToTry: 'wantToTry',
    /** The dishes a diner was counted for at each restaurant (decision 0049). */
    dishMarks: 'dishMarks',
  },
  /** restaurantPages/{restaurantKey}/… (also collection groups). */
  restaurantPage: { diners: 'diners', reviews: 'reviews', dishes: 'dishes' },
  /** offers/{offerId}/recipients (also a collection group). */
  offer: { recipients: 'recipients' },
  /** eliteGroups/{groupId}/messages and conversations/{cid}/messages. */
  chat: { messages: 'messages' },
  /** eliteGroups/{groupId}/events and each event's attendees (also a collection group, decision 0051). */
  groupEvent: { events: 'events', attendees: 'attendees' },
} as const;

/** The fixed ids of users/{uid}/private/{id}: the owner's records. */
export const PRIVATE_DOCS = {
  account: 'account',
  billDay: 'billDay',
  unreadNotifications: 'unreadNotifications',
  unreadMessages: 'unreadMessages',
  restaurantStats: 'restaurantStats',
  lastBlock: 'lastBlock',
  settings: 'settings',
  /** The deletion marker (decision 0031). */
  deletion: 'deletion',
} as const;

/** The fixed ids of users/{uid}/preferences/{id}. */
export const PREFERENCE_DOCS = { notifications: 'notifications', privacy: 'privacy' } as const;

export type PrivateDocName = keyof typeof PRIVATE_DOCS;
export type UserSubcollection = keyof typeof SUBCOLLECTIONS.user;
