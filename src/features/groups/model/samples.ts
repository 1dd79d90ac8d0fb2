// The spec's hard-coded samples for Elite Groups (section 2): the events tab. (The Elite Cities are
// real since decision 0052: model/city.ts.)
type SampleEventId = 'chefsTable' | 'winePairing' | 'membersBrunch';

export interface GroupEvent {
  /** Also its title's key: groups:events.samples.<id>. */
  id: SampleEventId;
  /** YYYY-MM-DD */
  date: string;
  location: string;
  address: string;
  attendees: number;
  maxAttendees: number;
}

/** Spec section 2: the events tab shows sample data (places and addresses are proper names). */
export const SAMPLE_EVENTS: GroupEvent[] = [
  {
    id: 'chefsTable',
    date: '2026-12-12',
    location: 'Le Bernardin',
    address: '155 W 51st St, New York',
    attendees: 18,
    maxAttendees: 24,
  },
  {
    id: 'winePairing',
    date: '2027-01-16',
    location: 'Eleven Madison Park',
    address: '11 Madison Ave, New York',
    attendees: 9,
    maxAttendees: 16,
  },
  {
    id: 'membersBrunch',
    date: '2027-02-06',
    location: 'The Grill',
    address: '99 E 52nd St, New York',
    attendees: 30,
    maxAttendees: 40,
  },
];
