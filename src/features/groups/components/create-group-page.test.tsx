import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toUserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { CreateGroupPage } from './create-group-page';

function renderAs(gold: number) {
  useAuthStore.setState({
    status: 'signedIn',
    uid: 'u1',
    user: toUserRecord('u1', { username: 'ana', goldPoints: gold }),
  });
  return render(
    <MemoryRouter>
      <CreateGroupPage />
    </MemoryRouter>,
  );
}

const png = () => new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });

async function fill(fields: Partial<Record<string, string>> = {}) {
  const values = {
    'Group name': 'Golden',
    City: 'Rome',
    'Region / district': 'Monti',
    Description: 'Big',
    ...fields,
  };
  for (const [label, value] of Object.entries(values))
    if (value) await userEvent.type(screen.getByLabelText(label), value);
}

describe('CreateGroupPage', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ status: 'idle', uid: null, user: null });
  });

  it('shows the fee and the balance', () => {
    renderAs(250);
    expect(screen.getByText('Creating a group costs 100 Gold Points. You have 250.')).toBeInTheDocument();
  });

  it('refuses with less than 100 gold before anything else (nothing is uploaded)', async () => {
    renderAs(99);
    await userEvent.upload(screen.getByLabelText('Group photo'), png());
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You need at least 100 Gold Points to create an Elite Group',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks for the photo, then for each empty field', async () => {
    renderAs(500);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a group photo');
    await userEvent.upload(screen.getByLabelText('Group photo'), png());
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a city');
  });
});
