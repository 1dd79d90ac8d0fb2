// A pixel-art avatar generated locally from a seed (the uid): a symmetric 8x8 grid in one colour,
// drawn in the page as an inline SVG (components/ui/avatar.tsx). No external avatar service (spec
// section 3 default photoURL).

function hash32(seed: string): number {
  // FNV-1a: small, stable, good enough spread for picking pixels and a hue.
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function* bits(seed: string) {
  let state = hash32(seed) || 1;
  for (;;) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    yield (state >>> 0) % 2 === 1;
  }
}

/** The avatar's drawing: a viewBox of `box` units, a background and a foreground colour, one path of squares. */
export interface PixelAvatar {
  box: string;
  background: string;
  foreground: string;
  d: string;
}

export function pixelAvatar(seed: string, size = 8): PixelAvatar {
  const rnd = bits(seed);
  const hue = hash32(`${seed}:hue`) % 360;
  // One path of unit squares: one element to draw.
  const cells: string[] = [];
  const half = Math.ceil(size / 2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < half; x++) {
      if (!rnd.next().value) continue;
      cells.push(`M${x} ${y}h1v1h-1z`);
      const mirror = size - 1 - x;
      if (mirror !== x) cells.push(`M${mirror} ${y}h1v1h-1z`);
    }
  }
  return {
    box: `-1 -1 ${size + 2} ${size + 2}`,
    background: `hsl(${hue} 45% 92%)`,
    foreground: `hsl(${hue} 65% 42%)`,
    d: cells.join(''),
  };
}
