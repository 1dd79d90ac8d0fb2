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

/** Demographics, sample: 35/40/15/10 percent (section 9). */
export const SAMPLE_DEMOGRAPHICS: ChartPoint[] = [
  { label: '18-24', value: 35 },
  { label: '25-34', value: 40 },
  { label: '35-44', value: 15 },
  { label: '45+', value: 10 },
];

export type CampaignStatus = 'Active' | 'Planned' | 'Completed';

export interface Campaign {
  id: string;
  title: string;
  description: string;
  period: string;
  reach: number;
  status: CampaignStatus;
}

/** Marketing campaigns, sample, with the spec's status labels (section 4). */
export const SAMPLE_CAMPAIGNS: Campaign[] = [
  {
    id: 'c1',
    title: 'Gold Members Week',
    description: 'Double gold points for diners of the top Elite Groups.',
    period: 'This week',
    reach: 1200,
    status: 'Active',
  },
  {
    id: 'c2',
    title: "Chef's Tasting Night",
    description: 'A seven-course tasting menu for the top 20 spenders.',
    period: 'Next month',
    reach: 20,
    status: 'Planned',
  },
  {
    id: 'c3',
    title: 'Summer Terrace Launch',
    description: 'A welcome drink for every diner who scanned a bill.',
    period: 'Last summer',
    reach: 860,
    status: 'Completed',
  },
];

export interface SampleEliteGroup {
  id: string;
  name: string;
  city: string;
  members: number;
  visits: number;
}

/** The overview's elite groups card, sample (section 2). */
export const SAMPLE_ELITE_GROUPS: SampleEliteGroup[] = [
  { id: 'g1', name: 'GoldenYorkers', city: 'New York', members: 48, visits: 23 },
  { id: 'g2', name: 'The Blue Dubai 20', city: 'Dubai', members: 20, visits: 11 },
];
