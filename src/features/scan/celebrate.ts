// The success confetti (spec sections 2 and 9). canvas-confetti is loaded on demand: only a confirmed
// bill needs it.
import type Confetti from 'canvas-confetti';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { confettiBursts } from './model/celebration';

const BURST_SHAPES = [
  { spread: 26, startVelocity: 55 },
  { spread: 60, startVelocity: 45 },
  { spread: 100, startVelocity: 35, decay: 0.91, scalar: 0.9 },
];

/**
 * Three bursts of 25%, 25% and 50% of 200 particles; nothing when celebrations are off in App Settings
 * (off by default for users who prefer reduced motion: decision 0034).
 */
export async function celebrate(): Promise<void> {
  if (!useAppSettingsStore.getState().celebrations) return;
  let confetti: typeof Confetti;
  try {
    confetti = (await import('canvas-confetti')).default;
  } catch {
    return; // Decoration only: a chunk that fails to load must not turn a saved bill into an error.
  }
  const counts = confettiBursts();
  await Promise.all(
    counts.map((particleCount, i) =>
      confetti({
        particleCount,
        origin: { y: 0.7 },
        ...BURST_SHAPES[i],
      }),
    ),
  );
}
