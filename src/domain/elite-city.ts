// Elite Cities (decision 0052): a city's figures are the sums of its groups', kept in
// eliteCities/{cityId} and moved in each group's own write. A city is one document per folded name:
// "Rome", " rome " and "ROME" are one city ("Roma" is another: there is no dictionary of places).

/**
 * The city's document id: trimmed, A-Z lower case, each run of spaces (tab, new line) one space, and a
 * slash (not allowed in an id) a dash. Only ASCII capitals fold: the rules' lower() is ASCII-only in
 * the emulator (docs/data-model.md, restaurant key), so "MÜNCHEN" is not "München". The rules check
 * the same fold (isCityKey()).
 */
export function cityKey(name: string): string {
  return name
    .trim()
    .replace(/[A-Z]+/g, (s) => s.toLowerCase())
    .replace(/[\t\n\f\r ]+/g, ' ')
    .replace(/\//g, '-');
}

/** What a group adds to its city: its points and members, and itself. */
export interface CityShare {
  cityId: string;
  /** The group's city as typed (trimmed): a new city document's display name. */
  city: string;
  totalPoints: number;
  totalUsers: number;
}

/** One city document's move: by these amounts (a new city starts at them). */
export interface CityMove {
  cityId: string;
  name: string;
  points: number;
  users: number;
  groups: number;
}

/**
 * The moves of the cities a group write touches, from the group before and after it (null: absent,
 * or a group that predates the cities and counts in none). One city, or two when the city changed.
 */
export function cityMoves(before: CityShare | null, after: CityShare | null): CityMove[] {
  const moves = new Map<string, CityMove>();
  const add = (s: CityShare | null, sign: 1 | -1) => {
    if (!s) return;
    const m = moves.get(s.cityId) ?? { cityId: s.cityId, name: s.city, points: 0, users: 0, groups: 0 };
    m.points += sign * s.totalPoints;
    m.users += sign * s.totalUsers;
    m.groups += sign;
    if (sign === 1) m.name = s.city;
    moves.set(s.cityId, m);
  };
  add(before, -1);
  add(after, 1);
  return [...moves.values()].filter((m) => m.points !== 0 || m.users !== 0 || m.groups !== 0);
}

/** A stored group's share, or null when it predates the cities (no cityId). */
export function cityShareOf(d: Record<string, unknown> | undefined): CityShare | null {
  if (!d || typeof d.cityId !== 'string' || d.cityId === '') return null;
  return {
    cityId: d.cityId,
    city: typeof d.city === 'string' ? d.city : '',
    totalPoints: typeof d.totalPoints === 'number' ? d.totalPoints : 0,
    totalUsers: typeof d.totalUsers === 'number' ? d.totalUsers : 0,
  };
}
