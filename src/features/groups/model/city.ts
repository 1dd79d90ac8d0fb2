// An Elite City as the board shows it (decision 0052): the sums of its groups, kept in
// eliteCities/{cityId}. The spec's rank, name, total points and active users (the sum of its groups'
// members); topCuisine and the image have no real source and are not shown.

/** The board shows this many cities, the top ones by points; a city opens its top groups, this many. */
export const ELITE_CITIES_SHOWN = 5;
export const CITY_GROUPS_SHOWN = 3;

export interface EliteCity {
  id: string;
  /** Its name as its first group typed it. */
  name: string;
  totalPoints: number;
  /** The members of its groups (someone in two of its groups counts twice). */
  activeUsers: number;
  totalGroups: number;
}

export interface RankedCity extends EliteCity {
  rank: number;
}

type Data = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toCity(id: string, d: Data): EliteCity {
  return {
    id,
    name: typeof d.name === 'string' ? d.name : id,
    totalPoints: num(d.totalPoints),
    activeUsers: num(d.totalUsers),
    totalGroups: num(d.totalGroups),
  };
}

/** The board's cities in order, ranked 1, 2, …; a city whose groups have all gone is left out. */
export function rankCities(cities: readonly EliteCity[]): RankedCity[] {
  return cities.filter((c) => c.totalGroups > 0).map((c, i) => ({ ...c, rank: i + 1 }));
}
