import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toUserRecord } from '@/domain/user-record';
import { ProfileHeader } from './profile-header';

const ana = (overrides: Record<string, unknown> = {}) =>
  toUserRecord('uid-ana', {
    username: 'ana',
    photoURL: '',
    bio: 'Pasta lover',
    followers: 1,
    following: 12,
    goldPoints: 1250,
    silverPoints: 80,
    socialLinks: { instagram: 'https://instagram.com/ana', twitter: '', youtube: 'javascript:alert(1)' },
    ...overrides,
  });

describe('ProfileHeader', () => {
  it('shows avatar, username, bio, counters and point tiles', () => {
    render(<ProfileHeader user={ana()} onOpenList={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'ana' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "ana's profile photo" })).toBeInTheDocument();
    expect(screen.getByText('Pasta lover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Follower' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 Following' })).toBeInTheDocument();
    expect(screen.getByText('Gold Points').closest('div')).toHaveTextContent('1,250');
    expect(screen.getByText('Silver Points').closest('div')).toHaveTextContent('80');
  });

  it("says 'No bio yet' for an empty bio", () => {
    render(<ProfileHeader user={ana({ bio: '   ' })} onOpenList={() => {}} />);
    expect(screen.getByText('No bio yet')).toBeInTheDocument();
  });

  it('links only the social accounts that are set and safe, with accessible names', () => {
    render(<ProfileHeader user={ana()} onOpenList={() => {}} />);
    const links = within(screen.getByRole('list', { name: 'Social links' })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('ana on Instagram');
    expect(links[0]).toHaveAttribute('href', 'https://instagram.com/ana');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no social list when none is set', () => {
    render(
      <ProfileHeader
        user={ana({ socialLinks: { instagram: '', twitter: '', youtube: '' } })}
        onOpenList={() => {}}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Social links' })).not.toBeInTheDocument();
  });

  it('opens the followers and following lists', async () => {
    const opened: string[] = [];
    render(<ProfileHeader user={ana({ followers: 0 })} onOpenList={(k) => opened.push(k)} />);
    await userEvent.click(screen.getByRole('button', { name: '0 Followers' }));
    await userEvent.click(screen.getByRole('button', { name: '12 Following' }));
    expect(opened).toEqual(['followers', 'following']);
  });

  it('renders the actions slot', () => {
    render(
      <ProfileHeader user={ana()} onOpenList={() => {}} actions={<button type="button">Follow</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });
});
