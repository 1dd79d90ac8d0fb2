// The success of a confirmed bill (spec section 9): toast time and confetti.

/** Section 9: the success toast shows for 3 seconds, then the profile opens. */
export const SUCCESS_TOAST_MS = 3000;

const CONFETTI_PARTICLES = 200;
const CONFETTI_SHARES = [0.25, 0.25, 0.5] as const;

/** Section 9: three bursts of 25%, 25% and 50% of 200 particles. */
export function confettiBursts(total: number = CONFETTI_PARTICLES): number[] {
  return CONFETTI_SHARES.map((share) => Math.round(total * share));
}
