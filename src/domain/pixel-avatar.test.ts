import { pixelAvatar } from './pixel-avatar';

describe('pixelAvatar', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(pixelAvatar('uid-a')).toEqual(pixelAvatar('uid-a'));
    expect(pixelAvatar('uid-a').d).not.toBe(pixelAvatar('uid-b').d);
  });

  it('is left-right symmetric', () => {
    const cells = [...pixelAvatar('symmetry-seed').d.matchAll(/M(\d+) (\d+)h1/g)].map(
      (m) => `${m[1]},${m[2]}`,
    );
    expect(cells.length).toBeGreaterThan(0);
    const set = new Set(cells);
    for (const c of cells) {
      const [x, y] = c.split(',').map(Number);
      expect(set.has(`${7 - x},${y}`)).toBe(true);
    }
  });

  it('draws in a box with a margin of one unit, in two shades of one hue', () => {
    const { box, background, foreground } = pixelAvatar('uid-a');
    expect(box).toBe('-1 -1 10 10');
    const hue = (c: string) => c.match(/^hsl\((\d+) /)?.[1];
    expect(hue(background)).toBeDefined();
    expect(hue(background)).toBe(hue(foreground));
  });
});
