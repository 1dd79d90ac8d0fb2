import { pixelAvatar, pixelAvatarDataUrl, pixelAvatarSvg } from './pixel-avatar';

describe('pixelAvatarSvg', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(pixelAvatarSvg('uid-a')).toBe(pixelAvatarSvg('uid-a'));
    expect(pixelAvatarSvg('uid-a')).not.toBe(pixelAvatarSvg('uid-b'));
  });

  it('is left-right symmetric', () => {
    const svg = pixelAvatarSvg('symmetry-seed');
    const cells = [...svg.matchAll(/M(\d+) (\d+)h1/g)].map((m) => `${m[1]},${m[2]}`);
    expect(cells.length).toBeGreaterThan(0);
    const set = new Set(cells);
    for (const c of cells) {
      const [x, y] = c.split(',').map(Number);
      expect(set.has(`${7 - x},${y}`)).toBe(true);
    }
  });

  it('is a data URL that needs no network and fits the 2048-character photoURL limit', () => {
    for (const seed of ['x', 'a-much-longer-uid-0123456789abcdef', 'Zq81Lm']) {
      const url = pixelAvatarDataUrl(seed);
      expect(url).toMatch(/^data:image\/svg\+xml,/);
      expect(url.length).toBeLessThan(2048);
    }
  });
});

describe('pixelAvatar', () => {
  it('is the drawing the SVG text holds (the page draws it, the data URL carries it)', () => {
    const { box, background, foreground, d } = pixelAvatar('uid-a');
    const svg = pixelAvatarSvg('uid-a');
    expect(svg).toContain(`viewBox='${box}'`);
    expect(svg).toContain(`fill='${background}'`);
    expect(svg).toContain(`<path fill='${foreground}' d='${d}'/>`);
  });
});
