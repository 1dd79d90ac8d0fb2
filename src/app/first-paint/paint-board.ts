// The public board's top 10 painted into /'s frame as soon as the early script's query answers, before
// the app's scripts run (docs/decisions/0013 and 0022). The rows are a copy of React's own list, the
// <template> prerendered from BoardList (src/app/prerender/frames.tsx), filled with the answer ranked
// by the app's rankUsers and shown with its formatPoints, so they equal React's first render.
import { formatCount, formatPoints } from '@/domain/format';
import { profilePath } from '@/domain/paths';
import { boardFromRunQuery } from '@/features/leaderboard/api/board-rest';
import { pointsOf, rankUsers, type LeaderboardEntry } from '@/features/leaderboard/model';
import { FRAME_IDS, TEMPLATE_IDS } from './frame-ids';
import { paintAvatar } from './paint-avatar';

/** One prerendered card (its rank and badge are already this row's) with this entry's user. */
function fillCard(item: Element, { user, points, likes }: LeaderboardEntry, doc: Document): void {
  const link = item.querySelector('a');
  const [, avatar, names, pointsBox] = link?.children ?? [];
  // The visitor's hint under the name: the like count (the user document's likeCount), then its text.
  const count = names?.children[1]?.firstElementChild;
  if (!link || !avatar || !names?.firstElementChild || !count || !pointsBox?.firstChild) {
    throw new Error('The board template is not the card paint-board.ts knows');
  }
  link.setAttribute('href', profilePath(user.username));
  paintAvatar(avatar, user.photoURL, user.uid, doc);
  names.firstElementChild.textContent = user.username;
  count.setAttribute('aria-label', `${likes} likes`);
  count.textContent = `♥ ${formatCount(likes)}`;
  pointsBox.firstChild.textContent = formatPoints(points); // the number, before the type's label
}

/** The answer's rows in place of the frame's placeholders, while the frame is up. True if painted. */
export function paintBoard(answer: unknown, doc: Document = document): boolean {
  const placeholder = doc.getElementById(FRAME_IDS.home)?.querySelector('[role=status]');
  const template = doc.getElementById(TEMPLATE_IDS.boardRows) as HTMLTemplateElement | null;
  const list = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (!placeholder || !list) return false;
  let entries: LeaderboardEntry[];
  try {
    const users = boardFromRunQuery(answer);
    entries = rankUsers(users.map((user) => ({ user, points: pointsOf(user, 'gold') })));
  } catch {
    return false; // not an answer: the app asks again
  }
  if (entries.length === 0) return false; // the app shows the empty state
  [...list.children].forEach((item, i) => {
    const entry = entries[i];
    if (entry) fillCard(item, entry, doc);
    else item.remove();
  });
  placeholder.replaceWith(list);
  return true;
}
