// The early script's second step, run once the prerendered frames are parsed: keeps the current page's
// frame, paints /profile/me's remembered photo and name, then lets the app's scripts start once that
// paint is in (built pages only). It is bundled into the <head> script with the first query
// (head.ts), and after-frames.ts calls it: the two steps share their modules instead of carrying a
// copy each (docs/decisions/0022).
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

/**
 * A frame's field and buttons do nothing until the app takes over (/search's, decision 0062): read-only
 * and aria-disabled meanwhile, so that a keystroke or a tap is not silently lost. React's page replaces
 * them with working ones.
 */
export function holdControls(frame: HTMLElement): void {
  for (const field of frame.querySelectorAll('input')) field.readOnly = true;
  for (const button of frame.querySelectorAll('button')) button.setAttribute('aria-disabled', 'true');
}

export function keepFrame(): void {
  const name = currentFrame();
  const frame = keepOnlyFrame(name);
  if (frame && name === 'search') holdControls(frame);
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
}
