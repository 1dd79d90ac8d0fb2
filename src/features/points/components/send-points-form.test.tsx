import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Recipient } from '../model';
import { SendPointsForm, type SendPointsFormProps } from './send-points-form';

const ana: Recipient = { uid: 'u-ana', username: 'ana', photoURL: '', followed: true };
const ben: Recipient = { uid: 'u-ben', username: 'ben', photoURL: '', followed: true };
const carl: Recipient = { uid: 'u-carl', username: 'carl', photoURL: '', followed: false };

const noop = () => {};
const baseProps: SendPointsFormProps = {
  recipients: [ana, ben],
  recipientsLoading: false,
  recipientsError: null,
  onRetryRecipients: noop,
  notice: null,
  selectedId: null,
  onSelect: noop,
  amount: '',
  onAmountChange: noop,
  balance: 40,
  sending: false,
  error: null,
  onSubmit: noop,
};

/** The form with its selection and amount held in state, as the page holds them. */
function Harness(props: Partial<SendPointsFormProps>) {
  const [selectedId, setSelectedId] = useState<string | null>(props.selectedId ?? null);
  const [amount, setAmount] = useState(props.amount ?? '');
  return (
    <SendPointsForm
      {...baseProps}
      {...props}
      selectedId={selectedId}
      onSelect={setSelectedId}
      amount={amount}
      onAmountChange={setAmount}
    />
  );
}

function renderForm(props: Partial<SendPointsFormProps> = {}) {
  return render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
}

const submit = () => screen.getByRole('button', { name: /Send Points|Sending/ });

describe('SendPointsForm', () => {
  it('shows the Available Balance and one radio per followed user in a Recipient group', () => {
    renderForm();
    expect(screen.getByLabelText('Available Balance')).toHaveTextContent('40');
    const group = screen.getByRole('group', { name: 'Recipient' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['u-ana', 'u-ben']);
    expect(screen.getByRole('radio', { name: 'ana' })).not.toBeChecked();
    expect(screen.queryByText("You're not following anyone yet")).not.toBeInTheDocument();
  });

  it('says "You\'re not following anyone yet" when there is nobody to choose', () => {
    renderForm({ recipients: [] });
    expect(screen.getByText("You're not following anyone yet")).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('a preselected user who is not followed is marked, and the placeholder still says no follows', () => {
    renderForm({ recipients: [carl], selectedId: 'u-carl' });
    expect(screen.getByRole('radio', { name: /carl/ })).toBeChecked();
    expect(screen.getByText('Not followed')).toBeInTheDocument();
    expect(screen.getByText("You're not following anyone yet")).toBeInTheDocument();
  });

  it('the amount input is a whole-number field bounded by the balance', () => {
    renderForm();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('max', '40');
    expect(amount).toHaveAttribute('step', '1');
  });

  it('enables submit only with a recipient and 0 < amount <= balance', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = screen.getByLabelText('Amount');
    expect(submit()).toBeDisabled();

    await user.type(amount, '25');
    expect(submit()).toBeDisabled(); // no recipient yet
    await user.click(screen.getByRole('radio', { name: 'ben' }));
    expect(submit()).toBeEnabled();

    await user.clear(amount);
    await user.type(amount, '41');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Amount exceeds your Available Balance')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '0');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '40');
    expect(submit()).toBeEnabled();
  });

  it('is usable from the keyboard: arrow keys move the choice, Enter submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ onSubmit, amount: '5' });
    // With follows there is no leaderboard link, so the radio group is the first tab stop.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'ana' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'ana' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'ben' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ana' })).not.toBeChecked();
    await user.tab();
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not submit on Enter while submit is disabled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ onSubmit, amount: '99', selectedId: 'u-ana' });
    await user.click(screen.getByLabelText('Amount'));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while sending: "Sending...", everything disabled', () => {
    renderForm({ sending: true, selectedId: 'u-ana', amount: '5' });
    expect(submit()).toHaveTextContent('Sending...');
    expect(submit()).toBeDisabled();
    expect(screen.getByLabelText('Amount')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'ana' })).toBeDisabled();
  });

  it('shows a send error as an alert', () => {
    renderForm({ error: 'Insufficient silver points' });
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient silver points');
  });

  it('shows loading rows, then a failed load with a retry', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm({ recipients: undefined, recipientsLoading: true });
    expect(screen.getByRole('status', { name: 'Loading the people you follow' })).toBeInTheDocument();
    unmount();

    const onRetryRecipients = vi.fn();
    renderForm({ recipients: undefined, recipientsError: 'Failed to load following', onRetryRecipients });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load following');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryRecipients).toHaveBeenCalled();
  });

  it('shows why the user in the path was not preselected', () => {
    renderForm({ notice: 'User not found' });
    expect(screen.getByRole('group', { name: 'Recipient' })).toHaveAccessibleDescription('User not found');
  });
});
