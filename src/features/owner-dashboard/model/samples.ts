// The sample data the spec shows where there is nothing real yet (spec sections 2, 4 and 9).
import type { ChartPoint } from './statistics';

/** Peak hours, sample: up to 150 visitors (section 9). */
export const SAMPLE_PEAK_HOURS: ChartPoint[] = [
  { label: '12:00', value: 85 },
  { label: '13:00', value: 120 },
  { label: '14:00', value: 70 },
  { label: '18:00', value: 60 },
  { label: '19:00', value: 110 },
  { label: '20:00', value: 150 },
  { label: '21:00', value: 130 },
  { label: '22:00', value: 75 },
];

export type CampaignStatus = 'active' | 'planned' | 'completed';

/** A sample campaign; its title, description and period are restaurant:marketing.samples.<id>. */
export interface Campaign {
  id: 'goldWeek' | 'tastingNight' | 'terraceLaunch';
  reach: number;
  status: CampaignStatus;
}

/** Marketing campaigns, sample, with the spec's statuses (section 4: Active, Planned, Completed). */
export const SAMPLE_CAMPAIGNS: Campaign[] = [
  { id: 'goldWeek', reach: 1200, status: 'active' },
  { id: 'tastingNight', reach: 20, status: 'planned' },
  { id: 'terraceLaunch', reach: 860, status: 'completed' },
];

export interface SampleEliteGroup {
  id: string;
  name: string;
  city: string;
  members: number;
  visits: number;
}

/** The overview's elite groups card, sample (section 2): proper names, shown as they are. */
export const SAMPLE_ELITE_GROUPS: SampleEliteGroup[] = [
  { id: 'g1', name: 'GoldenYorkers', city: 'New York', members: 48, visits: 23 },
  { id: 'g2', name: 'The Blue Dubai 20', city: 'Dubai', members: 20, visits: 11 },
];
