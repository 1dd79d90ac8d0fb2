// The till's amount field (decision 0046): a euro total as typed ('42.50' or '42,50'), in whole cents
// from 1 cent to 1000 euros (the per-bill cap, decision 0010), or null when it is not one.
const MAX_TILL_CENTS = 100_000;

export function tillAmountCents(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= 1 && cents <= MAX_TILL_CENTS ? cents : null;
}
