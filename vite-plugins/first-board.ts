// Starts the public board's query from the HTML, before any JavaScript has loaded (issue 12,
// docs/decisions/0013-first-paint-from-html.md): a visitor's first request for data leaves as soon as
// the browser has parsed <head>, in parallel with the app's scripts, instead of after React mounts.
// It is the app's own REST query (board-rest.ts); src/features/leaderboard/api/first-board.ts takes its
// answer once.
import type { Plugin } from 'vite';
import { inlineQueryPlugin } from './inline-query-plugin.ts';
import { topUsersQuery } from '../src/features/leaderboard/api/board-rest.ts';
import {
  AVATAR_SIZE,
  BADGE,
  BOARD_LIST,
  CARD,
  pointsClass,
} from '../src/features/leaderboard/components/card-classes.ts';
import { LOCAL_HOSTS } from '../src/firebase/env.ts';
import { SESSION_HINT_KEY } from '../src/stores/session/session-hint.ts';

/**
 * paintRows(answer): the answer's rows in the frame, as the React card draws a visitor's (the classes
 * are the card's own, card-classes.ts), ranked as rankUsers ranks them. Only while the frame is up and
 * for a visitor (a signed-in user's card has a like button: React draws those). The avatar's box
 * stays empty until React draws the generated avatar; text goes in as text, never as HTML.
 */
const paintRowsScript = `function paintRows(answer) {
  var frame = document.getElementById('home-frame');
  var placeholder = frame && frame.querySelector('[role=status]');
  if (!placeholder || !Array.isArray(answer)) return;
  try { if (localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}) === '1') return; } catch (e) { return; }
  function value(fields, name) {
    var v = fields[name] || {};
    return v.stringValue !== undefined ? v.stringValue : Number(v.integerValue || v.doubleValue || 0);
  }
  var users = answer.filter(function (row) { return row.document; }).map(function (row) {
    var f = row.document.fields || {};
    return { username: String(value(f, 'username') || ''), photo: String(value(f, 'photoURL') || ''), points: Number(value(f, 'goldPoints')) || 0 };
  }).filter(function (u) { return u.points > 0; });
  users.sort(function (a, b) { return b.points - a.points || a.username.localeCompare(b.username); });
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  var tones = ${JSON.stringify([BADGE.gold, BADGE.grey, BADGE.bronze])};
  var list = el('ol', ${JSON.stringify(BOARD_LIST)});
  list.setAttribute('aria-label', 'Top gold points, All Time');
  users.forEach(function (u, i) {
    var link = el('a', ${JSON.stringify(CARD.link)});
    link.href = '/profile/' + encodeURIComponent(u.username);
    var rank = el('span', ${JSON.stringify(CARD.rank)} + ' ' + (tones[i] || ${JSON.stringify(BADGE.neutral)}), String(i + 1));
    rank.setAttribute('aria-label', 'Rank ' + (i + 1));
    var avatar = el(u.photo ? 'img' : 'span', ${JSON.stringify(CARD.avatar)});
    avatar.style.width = avatar.style.height = '${AVATAR_SIZE}px';
    if (u.photo) { avatar.src = u.photo; avatar.alt = ''; avatar.width = avatar.height = ${AVATAR_SIZE}; }
    var names = el('span', ${JSON.stringify(CARD.names)});
    var hint = el('span', ${JSON.stringify(CARD.hint)});
    var count = el('span', ${JSON.stringify(CARD.count)}, '\u2665 \u2026');
    count.setAttribute('aria-label', 'Loading likes');
    var sign = el('span', '', ' \u00b7 Sign in to like');
    sign.setAttribute('aria-hidden', 'true');
    hint.append(count, sign);
    names.append(el('span', ${JSON.stringify(CARD.name)}, u.username), hint);
    var points = el('span', ${JSON.stringify(pointsClass('gold'))}, Math.trunc(u.points).toLocaleString('en'));
    points.append(el('span', ${JSON.stringify(CARD.pointsType)}, 'gold'));
    link.append(rank, avatar, names, points);
    var item = el('li', ${JSON.stringify(CARD.item)});
    item.append(link);
    list.append(item);
  });
  if (users.length) placeholder.replaceWith(list);
}`;

/** The inline script: on / only; a text/plain body, so no CORS preflight. Its rows go into the frame. */
function prefetchScript(localUrl: string | null, deployedUrl: string | null): string {
  return `(function () {
  if (location.pathname !== '/') return;
  var url = ${JSON.stringify([...LOCAL_HOSTS])}.indexOf(location.hostname) !== -1 ? ${JSON.stringify(localUrl)} : ${JSON.stringify(deployedUrl)};
  if (!url) return;
  var answer = fetch(url, { method: 'POST', body: ${JSON.stringify(JSON.stringify(topUsersQuery('gold')))} }).then(function (res) {
    if (!res.ok) throw new Error('runQuery ' + res.status);
    return res.json();
  });
  answer.then(function (rows) {
    window.__goldforkFirstBoardAnswer = rows;
    paintRows(rows);
  }, function () {});
  window.__goldforkFirstBoard = answer;
  ${paintRowsScript}
})();`;
}

export const firstBoardPrefetch = (): Plugin => inlineQueryPlugin('goldfork-first-board', prefetchScript);
