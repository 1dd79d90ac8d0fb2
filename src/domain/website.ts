// The one check of a restaurant's website, used where it is typed (the owner's form) and where it is
// shown as a link (the owner's header and the public page). A security check, so there is one: only an
// http(s) URL with a dotted host and no spaces becomes a link; a `javascript:` or `data:` href would run
// script in the reader's session. The rules (validWebsite in rules/firestore/restaurants.rules) accept
// any http(s) text, so a stored value may still fail here and is then shown as plain text.

/** An http(s) URL with a dotted host and no spaces; nothing else is a website. */
export function isValidWebsite(raw: string): boolean {
  const value = raw.trim();
  if (!value || /\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
}
