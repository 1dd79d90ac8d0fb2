// The frames index.html paints before any script runs, rendered from the app's own components with
// react-dom/server (vite-plugins/first-paint.ts loads this module through Vite's SSR loader, at
// build time and in dev). Each frame is a page as React's first render draws it while its data loads;
// the early script (src/app/first-paint/) keeps the one for the current path and fills the templates.
// src/app/prerender/frames.test.tsx checks that the frames equal the pages' first renders.
// docs/decisions/0013, 0017 and 0022.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { allCatalogues, allResources } from '@/i18n/catalogues';
import { startI18nWith } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { FeedFrame, FirstPostTemplate } from '@/features/feed/components/feed-page';
import { BoardList, LeaderboardFrame } from '@/features/leaderboard/components/leaderboard-page';
import { boardLabel, type LeaderboardEntry } from '@/features/leaderboard/model';
import { MessagesFrame } from '@/features/messages/components/messages-page';
import { ProfilePhotoTemplate } from '@/features/profile/components/profile-header';
import { OwnProfileFrame } from '@/features/profile/components/profile-page';
import { PerksPage } from '@/features/offers/components/perks-page';
import { SearchPage } from '@/features/restaurant-pages/components/search-page';
import {
  BOARD_TEMPLATE_ROWS,
  FRAME_IDS,
  PAINT_TEXTS_ID,
  TEMPLATE_IDS,
  type FrameName,
} from '../first-paint/frame-ids';
import { mainClass, SHELL_CLASS } from '../shell/app-layout';
import { HeaderBar } from '../shell/header';

/** A page's column as AppLayout draws it (signed-in pages leave room for the bottom bar). */
function Frame({ name, signedIn, children }: { name: FrameName; signedIn: boolean; children: ReactNode }) {
  return (
    <main id={FRAME_IDS[name]} data-frame className={mainClass(signedIn)}>
      {children}
    </main>
  );
}

const STAND_IN_PHOTO = 'https://example.invalid/photo.jpg';

/**
 * One card per badge tone (ranks 1, 2, 3 and 4), with stand-in users: the painter copies rank 4's card
 * for ranks 5 to 10 and sets their number (paint-board.ts).
 */
function BoardRowsTemplate() {
  const entries: LeaderboardEntry[] = Array.from({ length: BOARD_TEMPLATE_ROWS }, (_, i) => ({
    rank: i + 1,
    user: {
      uid: `row-${i}`,
      username: '',
      photoURL: STAND_IN_PHOTO,
      goldPoints: 0,
      silverPoints: 0,
      likeCount: 0,
      verifiedGold: 0,
    },
    points: 0,
    likes: 0,
  }));
  return <BoardList entries={entries} type="gold" label={boardLabel(false, 'gold', 'all')} />;
}

/** The shell with every page's frame and the cards' templates, before the session is known. */
function Frames() {
  return (
    <StaticRouter location="/">
      <div className={SHELL_CLASS}>
        <HeaderBar status="loading" unreadNotifications={0} />
        <Frame name="home" signedIn={false}>
          <LeaderboardFrame />
        </Frame>
        <Frame name="messages" signedIn>
          <MessagesFrame />
        </Frame>
        <Frame name="feed" signedIn>
          <FeedFrame />
        </Frame>
        <Frame name="profile" signedIn>
          <OwnProfileFrame />
        </Frame>
        <Frame name="perks" signedIn>
          <PerksPage />
        </Frame>
        <Frame name="search" signedIn>
          <SearchPage />
        </Frame>
        <template id={TEMPLATE_IDS.boardRows}>
          <BoardRowsTemplate />
        </template>
        <template id={TEMPLATE_IDS.firstPost}>
          <FirstPostTemplate />
        </template>
        <template id={TEMPLATE_IDS.profilePhoto}>
          <ProfilePhotoTemplate />
        </template>
        <template id={TEMPLATE_IDS.generatedAvatar}>
          <Avatar seed="" alt="" />
        </template>
      </div>
    </StaticRouter>
  );
}

/**
 * What the early script writes around the data it paints (a rank, a like count, a photo's alt...), by
 * the painter's name for it: each the very key the React component says it with, so the painted card and
 * React's are the same words.
 */
const PAINT_TEXTS = {
  rank: 'leaderboard:card.rank',
  likes: 'leaderboard:card.likes',
  likeButton: 'social:like.label.signIn',
  comments: 'social:comments.count',
  location: 'feed:post.location',
  profilePhoto: 'profile:header.photoAlt',
} as const;

/** `ns:key`'s text in `language`, or each of its plural forms as `name_form`. */
function paintTextsOf(language: Language): Record<string, string> {
  const catalogues = allCatalogues()[language];
  const out: Record<string, string> = {};
  for (const [name, path] of Object.entries(PAINT_TEXTS)) {
    const [ns, key] = path.split(':') as [string, string];
    const parts = key.split('.');
    const last = parts.pop()!;
    let group: unknown = catalogues[ns];
    for (const part of parts) group = (group as Record<string, unknown> | undefined)?.[part];
    const texts = (group ?? {}) as Record<string, unknown>;
    if (typeof texts[last] === 'string') out[name] = texts[last] as string;
    for (const [k, text] of Object.entries(texts)) {
      const form = new RegExp(`^${last}_(zero|one|two|few|many|other)$`).exec(k)?.[1];
      if (form && typeof text === 'string') out[`${name}_${form}`] = text;
    }
    if (!(name in out) && !(`${name}_other` in out)) throw new Error(`No text ${path} for the first paint`);
  }
  return out;
}

/**
 * The painters' texts in `language`, as a JSON <script> the early script reads
 * (src/app/first-paint/paint-texts.ts): it runs before i18next and carries no catalogue.
 */
function paintTextsScript(language: Language): string {
  // '<' escaped: no text can end the script.
  const json = JSON.stringify(paintTextsOf(language)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAINT_TEXTS_ID}">${json}</script>`;
}

/**
 * The frames' markup in `language`, for index.html's #root (and the Italian HTML's: decision 0033), with
 * the painters' texts in that language. React hoists a preload for each eagerly loaded image, the
 * templates' stand-in photos too: those links go, since nothing in a <template> is ever shown.
 */
export function renderFrames(language: Language = 'en'): string {
  startI18nWith(language, allResources());
  const frames = renderToString(<Frames />).replace(/<link rel="preload" as="image"[^>]*>/g, '');
  return frames + paintTextsScript(language);
}
