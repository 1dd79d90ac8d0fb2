// The dashboard's tabs (spec section 2).

export const TAB_IDS = ['overview', 'statistics', 'marketing'] as const;
export type TabId = (typeof TAB_IDS)[number];
export const TAB_LABELS: Record<TabId, string> = {
  overview: 'Overview',
  statistics: 'Statistics',
  marketing: 'Marketing',
};
