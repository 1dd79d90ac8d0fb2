// The ids that tie the prerendered frames (src/app/prerender/frames.tsx) to the early script that
// picks and fills them (src/app/first-paint/): one list, so the two cannot drift apart.

/** One <main data-frame> per page that paints from the HTML. */
export const FRAME_IDS = {
  home: 'home-frame',
  messages: 'messages-frame',
  feed: 'feed-frame',
  profile: 'profile-frame',
  perks: 'perks-frame',
  search: 'search-frame',
} as const;

export type FrameName = keyof typeof FRAME_IDS;

/** <template>s of the cards the early script fills with the data it has fetched or remembered. */
export const TEMPLATE_IDS = {
  boardRows: 'board-rows-template',
  firstPost: 'first-post-template',
  profilePhoto: 'profile-photo-template',
  /** Avatar for someone without a photo (an inline svg), sized and drawn by paint-avatar.ts. */
  generatedAvatar: 'generated-avatar-template',
} as const;

/** The board template's cards: one per badge tone (rankBadgeTone), ranks 1 to 4. */
export const BOARD_TEMPLATE_ROWS = 4;

/**
 * The JSON of the texts the painters write (the components' own keys in the page's language: frames.tsx PAINT_TEXTS), left
 * by the prerender beside the frames: the early script carries no catalogue (paint-texts.ts).
 */
export const PAINT_TEXTS_ID = 'first-paint-texts';

/** The JSON list of the app's entry script and its preloads (vite-plugins/entry-after-first-paint.ts). */
export const ENTRY_SCRIPTS_ID = 'entry-scripts';
