// Which prerendered frame the current page keeps (docs/decisions/0013, 0017 and 0022): each frame is
// one page's, so any other page starts from the bare header. The signed-in pages' frames only show on
// a device that signed in before (the session hint): a visitor is sent to /login instead.
import { lastOwnRecord } from '@/stores/session/own-record-cache';
import { hasSessionHint } from '@/stores/session/session-hint';
import { FRAME_IDS, type FrameName } from './frame-ids';

export interface DeviceMemory {
  /** Someone signed in on this device before (src/stores/session/session-hint.ts). */
  signedInBefore: boolean;
  /** The own record this device last saw has a name to show (own-record-cache.ts). */
  hasOwnRecord: boolean;
}

export function frameFor(path: string, device: DeviceMemory): FrameName | null {
  if (path === '/') return 'home';
  if (!device.signedInBefore) return null;
  if (path === '/messages') return 'messages';
  if (path === '/feed') return 'feed';
  if (path === '/profile/me' && device.hasOwnRecord) return 'profile';
  if (path === '/perks') return 'perks';
  if (path === '/search') return 'search';
  return null;
}

/** The frame this page keeps, from its path and what this device remembers. */
export function currentFrame(path: string = location.pathname): FrameName | null {
  const signedInBefore = hasSessionHint();
  const me = signedInBefore ? lastOwnRecord(null) : null;
  return frameFor(path, { signedInBefore, hasOwnRecord: !!me?.username });
}

/**
 * Hides the other frames from <head>, before the HTML's body arrives: a long page can paint before its
 * parser reaches the script that removes them (after-frames.ts), and the kept frame would then move up
 * when they go (a layout shift of a third of the screen on /profile/me).
 */
export function hideOtherFrames(keep: FrameName | null, doc: Document = document): void {
  const style = doc.createElement('style');
  style.textContent = keep
    ? `[data-frame]:not(#${FRAME_IDS[keep]}){display:none}`
    : '[data-frame]{display:none}';
  doc.head.append(style);
}

/** Removes every frame but `keep`'s; returns the one kept. */
export function keepOnlyFrame(keep: FrameName | null, doc: Document = document): HTMLElement | null {
  let kept: HTMLElement | null = null;
  for (const [name, id] of Object.entries(FRAME_IDS)) {
    const frame = doc.getElementById(id);
    if (name === keep) kept = frame;
    else frame?.remove();
  }
  return kept;
}
