// The map's tile server (issue 42, decision 0050), read once from the build's VITE_MAP_TILE_URL: a
// Leaflet URL template ({z}/{x}/{y}). Without one, OpenStreetMap's own tiles (their usage policy asks a
// production app to use a tile provider or its own server: set the variable). The tests serve tiles from
// a local stub.
type RawEnv = Record<string, string | boolean | undefined>;

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's required attribution (HTML, as Leaflet's attribution control shows it). */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function readTileURL(raw: RawEnv): string {
  const v = raw.VITE_MAP_TILE_URL;
  return typeof v === 'string' && v.trim() ? v.trim() : OSM_TILE_URL;
}

export const tileURL = (): string => readTileURL(import.meta.env as RawEnv);
