import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@/stores/auth-store';
import { answered } from '../../../../tests/support/hook-state';
import { updateGroup } from '../api/update-group';
import { useGroup } from '../hooks/use-group';
import { toGroup } from '../model/group';
import { GroupSettingsPage } from './group-settings-page';

vi.mock('../hooks/use-group', () => ({ useGroup: vi.fn() }));
vi.mock('../api/update-group', () => ({ updateGroup: vi.fn() }));

const group = toGroup('g1', {
  name: 'Golden',
  city: 'Rome',
  region: 'Monti',
  description: 'Big',
  image: 'https://x/g.png',
  creatorId: 'u1',
  members: ['u1'],
});

function renderAs(uid: string) {
  useAuthStore.setState({ status: 'signedIn', uid, user: null });
  vi.mocked(useGroup).mockReturnValue({ ...answered(group), notFound: false });
  return render(
    <MemoryRouter initialEntries={['/elite-groups/g1/settings']}>
      <Routes>
        <Route path="/elite-groups/:id/settings" element={<GroupSettingsPage />} />
        <Route path="/elite-groups/:id" element={<p>group page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('GroupSettingsPage', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ status: 'idle', uid: null, user: null });
    vi.mocked(updateGroup).mockReset();
  });

  it('shows the group form prefilled with the current photo, Save and Cancel', () => {
    renderAs('u1');
    expect(screen.getByRole('region', { name: 'Group Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Group name')).toHaveValue('Golden');
    expect(screen.getByLabelText('City')).toHaveValue('Rome');
    expect(screen.getByLabelText('Region / district')).toHaveValue('Monti');
    expect(screen.getByLabelText('Description')).toHaveValue('Big');
    expect(screen.getByAltText('Group photo preview')).toHaveAttribute('src', 'https://x/g.png');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/elite-groups/g1');
  });

  it('refuses an empty field without saving', async () => {
    renderAs('u1');
    await userEvent.clear(screen.getByLabelText('Region / district'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a region or district');
    expect(updateGroup).not.toHaveBeenCalled();
  });

  it('saves the fields with the current photo when none is chosen', async () => {
    vi.mocked(updateGroup).mockResolvedValue();
    renderAs('u1');
    await userEvent.type(screen.getByLabelText('City'), ' Centro');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateGroup).toHaveBeenCalledWith(
      'g1',
      { name: 'Golden', city: 'Rome Centro', region: 'Monti', description: 'Big' },
      'https://x/g.png',
    );
    expect(await screen.findByText('group page')).toBeInTheDocument();
  });

  it('shows a failed save as an alert and stays', async () => {
    vi.mocked(updateGroup).mockRejectedValue(new Error('Failed to save group settings'));
    renderAs('u1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save group settings');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('is only for the creator', () => {
    renderAs('u2');
    expect(screen.queryByLabelText('Group name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Golden' })).toBeInTheDocument();
  });
});
