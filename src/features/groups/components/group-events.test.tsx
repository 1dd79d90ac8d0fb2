import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { GroupEvent } from '../model/group-event';

const upcoming: GroupEvent[] = [];
const past: GroupEvent[] = [];
vi.mock('../hooks/use-group-events', () => ({
  useGroupEvents: (_g: string, isMember: boolean) => ({
    upcoming: { data: isMember ? upcoming : undefined, loading: false, error: null, retry: () => {} },
    past: {
      data: isMember ? past : undefined,
      loading: false,
      error: null,
      retry: () => {},
      hasOlder: false,
      loadOlder: () => {},
      loadingOlder: false,
      olderError: null,
    },
  }),
  useMyGoing: () => ({ data: new Set<string>(), loading: false, error: null, retry: () => {} }),
}));

const { GroupEvents } = await import('./group-events');

const event = (over: Partial<GroupEvent>): GroupEvent => ({
  id: 'e1',
  groupId: 'g1',
  title: 'Chef table',
  startsAt: new Date(Date.now() + 86_400_000),
  place: 'Trattoria Bella',
  restaurantKey: 'trattoriabella_viaroma1',
  address: 'Via Roma 1',
  description: '',
  maxAttendees: 2,
  goingCount: 1,
  cancelled: false,
  version: 0,
  ...over,
});

const renderAs = (role: 'visitor' | 'member' | 'creator') =>
  render(
    <MemoryRouter>
      <GroupEvents groupId="g1" role={role} uid={role === 'visitor' ? 'v' : 'u1'} />
    </MemoryRouter>,
  );

describe('GroupEvents', () => {
  beforeEach(() => {
    upcoming.length = 0;
    past.length = 0;
  });

  it('shows a non-member the spec text and no events', () => {
    renderAs('visitor');
    expect(screen.getByText('You must be a member to view events.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('shows a member the upcoming events, then the past ones, with their counts', () => {
    upcoming.push(event({}));
    past.push(
      event({
        id: 'e2',
        title: 'Old dinner',
        startsAt: new Date(Date.now() - 86_400_000),
        maxAttendees: null,
      }),
      event({ id: 'e3', title: 'Called off', cancelled: true, startsAt: new Date(Date.now() - 3_600_000) }),
    );
    renderAs('member');
    const items = screen.getAllByTestId('group-event');
    expect(items.map((i) => i.querySelector('h3')?.textContent)).toEqual([
      'Chef table',
      'Old dinner',
      'Called off',
    ]);
    expect(items[0]).toHaveTextContent('1 / 2 attendees · 1 place left');
    expect(screen.getByText('1 going')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(items[0]).getByRole('link', { name: 'See the restaurant page of Trattoria Bella' }),
    ).toHaveAttribute('href', '/restaurants/trattoriabella_viaroma1');
    expect(screen.getByRole('button', { name: 'Going' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to calendar' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says when a member has no events yet', () => {
    renderAs('member');
    expect(screen.getByText('No events yet')).toBeInTheDocument();
  });

  it('gives the creator the create-event button and the edit and cancel of upcoming events', () => {
    upcoming.push(event({ goingCount: 2 }));
    renderAs('creator');
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel event' })).toBeInTheDocument();
    expect(screen.getByText(/Full/)).toBeInTheDocument();
  });
});
