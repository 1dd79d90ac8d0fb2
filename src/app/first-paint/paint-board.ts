// The public board's top 10 painted into /'s frame as soon as the early script's query answers, before
// the app's scripts run (docs/decisions/0013 and 0022). The rows are a copy of React's own list, the
// <template> prerendered from BoardList (src/app/prerender/frames.tsx: one card per badge tone), filled
// with the answer ranked by the app's rankUsers and shown with its formatPoints, so they equal React's first render.
// Their words are the page's language's, left by the prerender (paint-texts.ts).
import { formatCount, formatPoints } from '@/i18n/format';
import { profilePath } from '@/domain/paths';
import { boardFromRunQuery } from '@/features/leaderboard/api/board-rest';
import { pointsOf, rankUsers, type LeaderboardEntry } from '@/features/leaderboard/model';
import { FRAME_IDS, TEMPLATE_IDS } from './frame-ids';
import { paintAvatar } from './paint-avatar';
import { paintText, readPaintTexts, type PaintTexts } from './paint-texts';

/** A prerendered card of this entry's badge tone, filled with its rank, user and like count. */
function fillCard(
  item: Element,
  { rank, user, points, likes }: LeaderboardEntry,
  texts: PaintTexts,
  doc: Document,
): void {
  const link = item.querySelector('a');
  const [badge, avatar, names, pointsBox] = link?.children ?? [];
  // The visitor's hint under the name: the like count (the user document's likeCount), then its text.
  const count = names?.children[1]?.firstElementChild;
  if (!link || !badge || !avatar || !names?.firstElementChild || !count || !pointsBox?.firstChild) {
    throw new Error('The board template is not the card paint-board.ts knows');
  }
  badge.textContent = String(rank);
  badge.setAttribute('aria-label', paintText(texts, 'rank', { rank }));
  link.setAttribute('href', profilePath(user.username));
  paintAvatar(avatar, user.photoURL, user.uid, doc);
  names.firstElementChild.textContent = user.username;
  count.setAttribute('aria-label', paintText(texts, 'likes', { n: formatCount(likes) }, likes));
  count.textContent = `♥ ${formatCount(likes)}`;
  pointsBox.firstChild.textContent = formatPoints(points); // the number, before the type's label
}

/** The answer's rows in place of the frame's placeholders, while the frame is up. True if painted. */
export function paintBoard(answer: unknown, doc: Document = document): boolean {
  const placeholder = doc.getElementById(FRAME_IDS.home)?.querySelector('[role=status]');
  const template = doc.getElementById(TEMPLATE_IDS.boardRows) as HTMLTemplateElement | null;
  const list = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  const texts = readPaintTexts(doc);
  if (!placeholder || !list || !texts) return false;
  let entries: LeaderboardEntry[];
  try {
    const users = boardFromRunQuery(answer);
    entries = rankUsers(users.map((user) => ({ user, points: pointsOf(user, 'gold') })));
  } catch {
    return false; // not an answer: the app asks again
  }
  if (entries.length === 0) return false; // the app shows the empty state
  // The template holds one card per badge tone: ranks from BOARD_TEMPLATE_ROWS on copy the last.
  const cards = [...list.children];
  if (cards.length === 0) return false;
  list.replaceChildren(
    ...entries.map((entry, i) => {
      const card = cards[Math.min(i, cards.length - 1)]!.cloneNode(true) as Element;
      fillCard(card, entry, texts, doc);
      return card;
    }),
  );
  placeholder.replaceWith(list);
  return true;
}
