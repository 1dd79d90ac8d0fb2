// Entry of the early script's second half, inlined right after the prerendered frames
// (vite-plugins/first-paint.ts): keeps the current page's frame, paints /profile/me's remembered
// photo and name, then lets the app's scripts start once that paint is in (built pages only).
import { lastOwnRecord } from '@/stores/session/own-record-cache';
import { hasSessionHint } from '@/stores/session/session-hint';
import { frameFor, keepOnlyFrame } from './choose-frame';
import { paintProfile } from './paint-profile';
import {
  awaitFirstPaint,
  firstPaintNotAwaited,
  readEntryScripts,
  startEntryAfterFirstPaint,
} from './start-entry';

const signedInBefore = hasSessionHint();
const me = signedInBefore ? lastOwnRecord(null) : null;
const name = frameFor(location.pathname, { signedInBefore, hasOwnRecord: !!me?.username });
const frame = keepOnlyFrame(name);
if (frame && me && name === 'profile') {
  const photo = paintProfile(frame, me);
  if (photo) {
    awaitFirstPaint();
    photo.addEventListener('error', firstPaintNotAwaited);
  }
}
const scripts = readEntryScripts();
if (scripts) startEntryAfterFirstPaint(scripts);
