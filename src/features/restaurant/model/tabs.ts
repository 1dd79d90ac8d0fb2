// The dashboard's tabs (spec section 2); their labels are restaurant:tabs.<id>.

export const TAB_IDS = ['overview', 'statistics', 'marketing'] as const;
export type TabId = (typeof TAB_IDS)[number];
