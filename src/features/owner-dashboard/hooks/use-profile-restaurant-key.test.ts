import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { useProfileRestaurantKey } from './use-profile-restaurant-key';

describe('useProfileRestaurantKey', () => {
  it('answers at once with the key the profile was saved with', () => {
    const { result } = renderHook(() =>
      useProfileRestaurantKey({ name: 'Da Carla', address: 'Via Roma 2', restaurantKey: 'dacarla_viaroma2' }),
    );
    expect(result.current).toBe('dacarla_viaroma2');
  });

  it('computes the key of a profile saved before claims, and again when the address changes', async () => {
    const { result, rerender } = renderHook((p) => useProfileRestaurantKey(p), {
      initialProps: { name: 'Trattoria Roma', address: 'Via Appia 1' },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(restaurantKeyOf('Trattoria Roma', 'Via Appia 1')));
    rerender({ name: 'Trattoria Roma', address: 'Via Appia 9' });
    expect(result.current).toBeNull(); // never the old address's key
    await waitFor(() => expect(result.current).toBe(restaurantKeyOf('Trattoria Roma', 'Via Appia 9')));
  });
});
