// The spec's hard-coded samples for Elite Groups (section 3): the cities with their derived groups (the
// events tab has real events since decision 0051).
import type { IconName } from '@/components/ui/icons';

type Cuisine = 'mountain' | 'luxury';

export interface EliteCity {
  rank: number;
  name: string;
  totalPoints: number;
  activeUsers: number;
  /** Its top cuisine, named by elite:cities.cuisines.<cuisine>. */
  cuisine: Cuisine;
  /** A decorative icon (the sample photos of the original are not ours to ship). */
  icon: IconName;
}

/** Spec section 3: hard-coded sample cities. */
export const ELITE_CITIES: EliteCity[] = [
  {
    rank: 1,
    name: 'Andorra la Vella',
    totalPoints: 3_200_000,
    activeUsers: 22_000,
    cuisine: 'mountain',
    icon: 'mountain',
  },
  {
    rank: 2,
    name: 'Dubai',
    totalPoints: 2_000_000,
    activeUsers: 15_000,
    cuisine: 'luxury',
    icon: 'city',
  },
];

export interface CityGroup {
  name: string;
  members: number;
  totalPoints: number;
}

/**
 * Spec section 3: three derived sample groups at 2 %, 1.5 %, 1 % of users and 15 %, 12 %, 10 % of points.
 * Their names, like the cities', are proper names: the same in every language.
 */
const CITY_GROUP_SHARES = [
  { suffix: 'Elite Diners', users: 0.02, points: 0.15 },
  { suffix: 'Gourmet Circle', users: 0.015, points: 0.12 },
  { suffix: 'Table Society', users: 0.01, points: 0.1 },
] as const;

export function cityGroups(city: EliteCity): CityGroup[] {
  return CITY_GROUP_SHARES.map((s) => ({
    name: `${city.name} ${s.suffix}`,
    members: Math.round(city.activeUsers * s.users),
    totalPoints: Math.round(city.totalPoints * s.points),
  }));
}
