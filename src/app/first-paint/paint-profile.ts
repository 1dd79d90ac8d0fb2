// /profile/me's photo and name painted into the frame from the record this device last saw
// (src/stores/session/own-record-cache.ts; docs/decisions/0017 and 0022), where React's ProfileHeader
// puts them. The photo is a copy of the header's own Avatar, the <template> prerendered in
// src/app/prerender/frames.tsx; its alt text is the page's language's (paint-texts.ts).
import type { UserRecord } from '@/domain/user-record';
import { TEMPLATE_IDS } from './frame-ids';
import { paintAvatar } from './paint-avatar';
import { paintText, readPaintTexts } from './paint-texts';

const WEB_ADDRESS = /^https?:\/\//;

/**
 * The name as text and the photo as the header draws it. Returns the photo when it is one to wait for
 * (a web address: the screen's largest paint), null otherwise (a generated avatar, or no template).
 */
export function paintProfile(
  frame: Element,
  me: UserRecord,
  doc: Document = document,
): HTMLImageElement | null {
  const name = frame.querySelector('h1');
  if (name) name.textContent = me.username;
  const template = doc.getElementById(TEMPLATE_IDS.profilePhoto) as HTMLTemplateElement | null;
  const photo = template?.content.firstElementChild?.cloneNode(true) as HTMLImageElement | undefined;
  const placeholder = frame.querySelector('[data-avatar]');
  const texts = readPaintTexts(doc);
  if (!photo || !placeholder || !texts) return null;
  const fromWeb = WEB_ADDRESS.test(me.photoURL);
  photo.setAttribute('alt', paintText(texts, 'profilePhoto', { username: me.username }));
  if (fromWeb) photo.setAttribute('data-first-paint', '');
  // The template's stand-in address must not reach the page: in the document, the browser would ask for
  // it (example.invalid, a failed request logged as an error) before paintAvatar sets the real one.
  photo.removeAttribute('src');
  placeholder.replaceWith(photo);
  paintAvatar(photo, me.photoURL, me.uid, doc);
  return fromWeb ? photo : null;
}
