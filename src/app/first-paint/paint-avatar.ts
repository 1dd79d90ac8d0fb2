// Avatars as React's Avatar draws them (src/components/ui/avatar.tsx): a photo is an <img>, someone
// without one gets the pixel avatar as an inline <svg> (docs/decisions/0023). The early script starts
// from markup prerendered from Avatar itself (a card's <img>, the generatedAvatar <template>) and only
// sets what depends on the person.
import { pixelAvatar } from '@/domain/pixel-avatar';
import { TEMPLATE_IDS } from './frame-ids';

/** Draws `seed`'s pixel avatar into an <svg> prerendered from Avatar. */
export function drawPixelAvatar(svg: Element, seed: string): void {
  const { box, background, foreground, d } = pixelAvatar(seed);
  const rect = svg.querySelector('rect');
  const path = svg.querySelector('path');
  if (!rect || !path) throw new Error('The avatar template is not the one paint-avatar.ts knows');
  svg.setAttribute('viewBox', box);
  rect.setAttribute('fill', background);
  path.setAttribute('fill', foreground);
  path.setAttribute('d', d);
}

/**
 * The avatar of someone with `photoURL` (or none) in place of a prerendered photo <img>: the <img> with
 * its src, or the pixel avatar <svg> of the same size and the same text alternative. Returns what stands.
 */
export function paintAvatar(img: Element, photoURL: string, seed: string, doc: Document): Element {
  if (photoURL) {
    img.setAttribute('src', photoURL);
    return img;
  }
  const template = doc.getElementById(TEMPLATE_IDS.generatedAvatar) as HTMLTemplateElement | null;
  const svg = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (!svg) throw new Error('The page has no generated avatar template');
  for (const name of ['width', 'height', 'style']) {
    const value = img.getAttribute(name);
    if (value !== null) svg.setAttribute(name, value);
  }
  const alt = img.getAttribute('alt');
  if (alt) {
    svg.removeAttribute('aria-hidden');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', alt);
  }
  drawPixelAvatar(svg, seed);
  img.replaceWith(svg);
  return svg;
}
