// Entry of the early script's second step, inlined right after the prerendered frames
// (vite-plugins/first-paint.ts): runs keepFrame, which the <head> script bundled and left in the
// handoff. Should that script have failed, the app's scripts still start, at once.
import { handoff } from '@/platform/first-paint-handoff';
import { readEntryScripts, requestScripts } from './start-entry';

const keepFrame = handoff().keepFrame;
if (keepFrame) keepFrame();
else {
  const scripts = readEntryScripts();
  if (scripts) void requestScripts(scripts);
}
