import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtractedBill } from '../model/bill';
import { ConfirmationCard } from './confirmation-card';

const bill: ExtractedBill = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, 20121 Milano',
  totalAmount: 42.5,
  date: '2026-11-21',
  items: [
    { name: 'Pizza Margherita', price: 12 },
    { name: 'Vino rosso', price: 30.5 },
  ],
};

function renderCard(props: Partial<Parameters<typeof ConfirmationCard>[0]> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<ConfirmationCard bill={bill} onCancel={onCancel} onConfirm={onConfirm} {...props} />);
  return { onCancel, onConfirm };
}

describe('ConfirmationCard', () => {
  it('shows the restaurant, address, total in euros with two decimals, date and items', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Receipt details' });
    expect(card).toHaveTextContent('Trattoria Da Mario');
    expect(card).toHaveTextContent('Via Roma 1, 20121 Milano');
    expect(screen.getByText('€42.50')).toBeInTheDocument();
    expect(screen.getByText('Nov 21, 2026')).toHaveAttribute('datetime', '2026-11-21');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Pizza Margherita€12.00', 'Vino rosso€30.50']);
    expect(card).toHaveTextContent('You will earn 42 Gold Points and 42 Silver Points.');
  });

  it('has no item list when the bill has no items', () => {
    renderCard({ bill: { ...bill, items: [] } });
    expect(screen.queryByRole('region', { name: 'Items' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('Cancel and Confirm call back', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Confirm is disabled while the receipt is checked, and says so', () => {
    renderCard({ checking: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking receipt...');
  });

  it('a refusal is announced and keeps Confirm disabled', () => {
    renderCard({ refusal: 'This receipt has already been claimed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This receipt has already been claimed.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('article')).not.toHaveTextContent('You will earn');
  });

  it('while saving Confirm is busy and Cancel disabled; a save error leaves Confirm enabled for a retry', () => {
    const { unmount } = render(
      <ConfirmationCard bill={bill} saving onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    unmount();
    renderCard({ saveError: 'Failed to save bill data' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save bill data');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('an owner set-up says that the profile is created and no points are earned', () => {
    renderCard({ ownerSetup: true });
    expect(screen.getByRole('article')).toHaveTextContent(
      'Confirming creates your restaurant profile from this bill.',
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('You will earn');
  });
});
