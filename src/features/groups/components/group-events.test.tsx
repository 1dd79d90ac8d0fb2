import { render, screen } from '@testing-library/react';
import { GroupEvents } from './group-events';

describe('GroupEvents', () => {
  it('shows a non-member the spec text and no events', () => {
    render(<GroupEvents role="visitor" />);
    expect(screen.getByText('You must be a member to view events.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('shows a member the sample events with attendees, without the create button', () => {
    render(<GroupEvents role="member" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('18 / 24 attendees')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('gives the creator the create-event button', () => {
    render(<GroupEvents role="creator" />);
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
  });
});
