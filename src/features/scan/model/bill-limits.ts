// The earning caps' numbers (docs/decisions/0010-caps-and-periods.md): at most 5 bills and €2,000.00 of
// bills a day, at most €1,000.00 a bill. Apart from bill-caps.ts so the messages can name them.

export const MAX_BILLS_PER_DAY = 5;
export const MAX_BILL_TOTAL = 1000;
export const MAX_DAY_TOTAL = 2000;
