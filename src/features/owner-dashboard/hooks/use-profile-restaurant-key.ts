import { useEffect, useState } from 'react';
import type { RestaurantProfile } from '@/domain/user-record';
import { loadOnce } from '@/platform/load-once';

// The key's folding tables load only for a profile saved before claims existed (decision 0063).
const keys = loadOnce(() => import('@/domain/restaurant-key'));

/**
 * The claim key of the owner's restaurant: the one its profile was saved with, or, for a profile saved
 * before claims existed, the one its name and address make (null until that code is in).
 */
export function useProfileRestaurantKey(
  profile: Pick<RestaurantProfile, 'name' | 'address' | 'restaurantKey'>,
): string | null {
  const stored = profile.restaurantKey || null;
  const { name, address } = profile;
  const [computed, setComputed] = useState<{ name: string; address: string; key: string } | null>(null);
  useEffect(() => {
    if (stored) return;
    let current = true;
    void keys().then((m) => {
      if (current) setComputed({ name, address, key: m.restaurantKeyOf(name, address) });
    });
    return () => {
      current = false;
    };
  }, [stored, name, address]);
  if (stored) return stored;
  return computed && computed.name === name && computed.address === address ? computed.key : null;
}
