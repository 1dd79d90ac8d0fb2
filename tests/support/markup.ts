// Markup compared as a browser holds it, for the tests that guard the prerendered frames against React's
// own render (docs/decisions/0022-prerendered-frames.md): parsed into the DOM, without React's text
// separators (<!-- -->), with adjacent text merged, attributes in name order, styles in the CSSOM's spelling and useId's ids
// (which differ between the server and the client) numbered in order.

/** `html`'s elements, normalised, as one string. */
export function normalizedMarkup(html: string | Element): string {
  const box = document.createElement('div');
  if (typeof html === 'string') box.innerHTML = html;
  else box.append(html.cloneNode(true));
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_COMMENT);
  const comments: ChildNode[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode as ChildNode);
  comments.forEach((c) => c.remove());
  box.normalize();
  const ids = new Map<string, string>();
  const idOf = (raw: string) => ids.get(raw) ?? ids.set(raw, `id-${ids.size}`).get(raw)!;
  for (const el of Array.from(box.querySelectorAll('*'))) {
    // Attribute order carries no meaning (React's client sets an input's type first).
    const attributes = Array.from(el.attributes)
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    attributes.forEach(([name]) => el.removeAttribute(name));
    attributes.forEach(([name, value]) => el.setAttribute(name, value));
    const style = el.getAttribute('style');
    if (style !== null) el.setAttribute('style', (el as HTMLElement).style.cssText);
    for (const name of ['id', 'for']) {
      const value = el.getAttribute(name);
      if (value && /^(_[rR]_|«)/.test(value)) el.setAttribute(name, idOf(value));
    }
  }
  return box.innerHTML;
}

/** The first element matching `selector` in `html`, normalised. */
export function normalizedPart(html: string, selector: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  const part = box.querySelector(selector);
  if (!part) throw new Error(`No ${selector} in the markup`);
  return normalizedMarkup(part);
}
