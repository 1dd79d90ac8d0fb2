// Starts /feed's first page from the HTML for a returning user, before any JavaScript has loaded
// (issue 12, docs/decisions/0017-own-profile-first-paint.md): with the ID token this device last had
// (src/stores/session/id-token-hint.ts), the inline script sends the feed's REST query as soon as <head> is parsed
// and paints the newest post into the frame of index.html, class for class as the React card draws it
// while its author loads (post-card-classes.ts). src/features/feed/api/first-feed.ts takes the answer.
import type { Plugin } from 'vite';
import { inlineQueryPlugin } from './inline-query-plugin.ts';
import { feedQuery } from '../src/features/feed/api/feed-rest.ts';
import { PIN_PATH, POST_CARD } from '../src/features/feed/components/post-card-classes.ts';
import { LOCAL_HOSTS } from '../src/firebase/env.ts';
import { ID_TOKEN_KEY } from '../src/stores/session/id-token-hint.ts';
import { SESSION_HINT_KEY } from '../src/stores/session/session-hint.ts';

const json = JSON.stringify;

/**
 * paintFirstPost(answer): the newest post in place of the frame's placeholders, while the frame is up.
 * Text goes in as text; a photo only from an http(s) address. The photo is the screen's largest paint:
 * the app's scripts wait for it (entry-after-first-paint.ts), or start at once when there is none.
 */
const paintScript = `function paintFirstPost(answer) {
  var frame = document.getElementById('feed-frame');
  var placeholder = frame && frame.querySelector('[role=status]');
  var doc = Array.isArray(answer) && answer[0] && answer[0].document;
  if (!placeholder || !doc) return done();
  var f = doc.fields || {};
  function text(name) { var v = f[name]; return v && typeof v.stringValue === 'string' ? v.stringValue : ''; }
  function el(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content) node.textContent = content;
    return node;
  }
  var C = ${json(POST_CARD)};
  var article = el('article', C.article);
  var header = el('header', C.header);
  var avatar = el('div', C.avatar);
  avatar.style.width = avatar.style.height = '40px';
  var names = el('div', C.names);
  var meta = el('p', C.meta, '\\u00a0');
  var where = text('location');
  if (where) {
    meta.append(' \\u00b7 ');
    var place = el('span', C.location);
    place.innerHTML = '<svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="shrink-0"><path d="${PIN_PATH}"></path></svg>';
    place.append(el('span', C.locationText, where));
    meta.append(place);
  }
  names.append(el('div', C.skeleton + ' ' + C.nameLoading), meta);
  header.append(avatar, names);
  article.append(header, el('p', C.content, text('content')));
  var image = text('imageSmall') || text('image');
  if (/^https?:\\/\\//.test(image)) {
    var photo = el('img', C.photo);
    photo.alt = 'Photo';
    photo.width = 1280;
    photo.height = 960;
    photo.setAttribute('fetchpriority', 'high');
    photo.decoding = 'async';
    photo.setAttribute('data-first-paint', '');
    photo.addEventListener('error', done);
    photo.src = image;
    article.append(photo);
  } else {
    done();
  }
  var list = el('ul', C.list);
  var item = el('li');
  item.append(article);
  list.append(item);
  placeholder.replaceWith(list);
}`;

function prefetchScript(localUrl: string | null, deployedUrl: string | null): string {
  return `(function () {
  if (location.pathname !== '/feed') return;
  var url = ${json([...LOCAL_HOSTS])}.indexOf(location.hostname) !== -1 ? ${json(localUrl)} : ${json(deployedUrl)};
  var hint = null;
  try {
    if (localStorage.getItem(${json(SESSION_HINT_KEY)}) === '1') hint = JSON.parse(localStorage.getItem(${json(ID_TOKEN_KEY)}) || 'null');
  } catch (e) {}
  if (!url || !hint || typeof hint.token !== 'string' || !(hint.expiresAt > Date.now() + 60000)) return;
  // Nothing to wait for after all: let the app's scripts start (entry-after-first-paint.ts).
  function done() {
    window.__goldforkAwaitFirstPaint = false;
    if (window.__goldforkStartEntry) window.__goldforkStartEntry();
  }
  window.__goldforkAwaitFirstPaint = true;
  var answer = fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer ' + hint.token },
    body: ${json(json(feedQuery()))}
  }).then(function (res) {
    if (!res.ok) throw new Error('runQuery ' + res.status);
    return res.json();
  });
  answer.then(function (rows) {
    window.__goldforkFirstFeedAnswer = rows;
    paintFirstPost(rows);
  }, done);
  ${paintScript}
})();`;
}

export const firstFeedPrefetch = (): Plugin => inlineQueryPlugin('goldfork-first-feed', prefetchScript);
