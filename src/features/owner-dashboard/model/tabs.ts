// The dashboard's tabs (spec section 2); their labels are restaurant:tabs.<id>.

export const TAB_IDS = ['overview', 'statistics', 'marketing'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** A tab named in the address (`?tab=marketing`), if it is one. */
export const tabOf = (value: string | null): TabId | null =>
  (TAB_IDS as readonly (string | null)[]).includes(value) ? (value as TabId) : null;
