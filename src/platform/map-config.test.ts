import { describe, expect, test } from 'vitest';
import { OSM_TILE_URL, readTileURL } from './map-config';

describe('readTileURL', () => {
  test("the build's tile server, else OpenStreetMap's", () => {
    expect(readTileURL({ VITE_MAP_TILE_URL: ' http://127.0.0.1:6821/{z}/{x}/{y}.png ' })).toBe(
      'http://127.0.0.1:6821/{z}/{x}/{y}.png',
    );
    expect(readTileURL({ VITE_MAP_TILE_URL: '' })).toBe(OSM_TILE_URL);
    expect(readTileURL({})).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
