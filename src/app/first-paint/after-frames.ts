// Entry of the early script's second half, inlined right after the prerendered frames
// (vite-plugins/first-paint.ts): keeps the current page's frame, paints /profile/me's remembered
// photo and name, then lets the app's scripts start once that paint is in (built pages only).
import { lastOwnRecord } from '@/stores/session/own-record-cache';
import { hasSessionHint } from '@/stores/session/session-hint';
import { currentFrame, keepOnlyFrame } from './choose-frame';
import { paintProfile } from './paint-profile';
import {
  awaitFirstPaint,
  firstPaintNotAwaited,
  readEntryScripts,
  startEntryAfterFirstPaint,
} from './start-entry';

const name = currentFrame();
const frame = keepOnlyFrame(name);
const me = name === 'profile' && hasSessionHint() ? lastOwnRecord(null) : null;
if (frame && me) {
  const photo = paintProfile(frame, me);
  if (photo) {
    awaitFirstPaint();
    photo.addEventListener('error', firstPaintNotAwaited);
  }
}
const scripts = readEntryScripts();
if (scripts) startEntryAfterFirstPaint(scripts);
