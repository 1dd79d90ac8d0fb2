import { t } from 'i18next';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { BillDraft } from '../model/bill-draft';
import { missingFieldsMessage } from '../model/messages';
import { ConfirmationCard } from './confirmation-card';

const draft: BillDraft = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, 20121 Milano',
  totalAmount: '42.50',
  date: '2026-11-21',
  items: [
    { name: 'Pizza Margherita', price: 12 },
    { name: 'Vino rosso', price: 30.5 },
  ],
};

type Props = Parameters<typeof ConfirmationCard>[0];

function renderCard(props: Partial<Props> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<ConfirmationCard draft={draft} onCancel={onCancel} onConfirm={onConfirm} {...props} />);
  return { onCancel, onConfirm };
}

/** The card as the screen holds it: edits go back into its fields. */
function EditableCard(props: Partial<Props> & { initial?: BillDraft }) {
  const [current, setCurrent] = useState(props.initial ?? draft);
  return (
    <ConfirmationCard
      editable
      {...props}
      draft={current}
      onEdit={setCurrent}
      onCancel={() => {}}
      onConfirm={props.onConfirm ?? (() => {})}
    />
  );
}

const card = () => screen.getByRole('article', { name: 'Receipt details' });

describe('ConfirmationCard', () => {
  it('shows the restaurant, address, total in euros with two decimals, date and items', () => {
    renderCard();
    expect(card()).toHaveTextContent('Trattoria Da Mario');
    expect(card()).toHaveTextContent('Via Roma 1, 20121 Milano');
    expect(screen.getByText('€42.50')).toBeInTheDocument();
    expect(screen.getByText('Nov 21, 2026')).toHaveAttribute('datetime', '2026-11-21');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Pizza Margherita€12.00', 'Vino rosso€30.50']);
    expect(card()).toHaveTextContent('You will earn 42 Gold Points and 42 Silver Points.');
  });

  it('has no item list when the bill has no items', () => {
    renderCard({ draft: { ...draft, items: [] } });
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
    expect(card()).not.toHaveTextContent('You will earn');
  });

  it('while saving Confirm is busy and Cancel disabled; a save error leaves Confirm enabled for a retry', () => {
    const { unmount } = render(
      <ConfirmationCard draft={draft} saving onCancel={() => {}} onConfirm={() => {}} />,
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
    expect(card()).toHaveTextContent('Confirming creates your restaurant profile from this bill.');
    expect(card()).not.toHaveTextContent('You will earn');
  });
});

describe('ConfirmationCard editing', () => {
  it('a model answer opens its fields behind Edit details', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderCard({ onEdit });
    expect(screen.queryByRole('textbox', { name: 'Restaurant' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByRole('textbox', { name: 'Restaurant' })).toHaveValue('Trattoria Da Mario');
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('an on-device reading shows every field editable at once, labelled, with what was read', () => {
    render(<EditableCard />);
    expect(screen.getByRole('textbox', { name: 'Restaurant' })).toHaveValue('Trattoria Da Mario');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Via Roma 1, 20121 Milano');
    expect(screen.getByRole('textbox', { name: 'Total (€)' })).toHaveValue('42.50');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-21');
    // Items stay as read.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('the points follow an edited total', async () => {
    const user = userEvent.setup();
    render(<EditableCard />);
    const total = screen.getByRole('textbox', { name: 'Total (€)' });
    await user.clear(total);
    await user.type(total, '57,90');
    expect(card()).toHaveTextContent('You will earn 57 Gold Points and 57 Silver Points.');
  });

  it('edited fields that cannot be saved show the spec messages and keep Confirm disabled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<EditableCard onConfirm={onConfirm} />);
    const name = screen.getByRole('textbox', { name: 'Restaurant' });
    await user.clear(name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(missingFieldsMessage(['restaurantName']));
    const total = screen.getByRole('textbox', { name: 'Total (€)' });
    await user.clear(total);
    await user.type(total, 'abc');
    expect(total).toHaveAccessibleDescription(t('scan:errors.billAmountUnreadable'));
    expect(card()).not.toHaveTextContent('You will earn');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(name, 'Da Gino');
    await user.clear(total);
    await user.type(total, '12.00');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a reading with a field missing asks for it before Confirm', () => {
    render(<EditableCard initial={{ ...draft, date: '' }} />);
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(missingFieldsMessage(['date']));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('ConfirmationCard trust check of a model total', () => {
  it('says while it checks, then whether the total is on the receipt text; it never blocks Confirm', () => {
    const { rerender } = render(
      <ConfirmationCard draft={draft} totalCheck="checking" onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(card()).toHaveTextContent('Checking the total against the receipt text...');
    rerender(
      <ConfirmationCard
        draft={draft}
        totalCheck="done"
        receiptText={'TRATTORIA DA MARIO\nTotale 42,50 €'}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(card()).toHaveTextContent('The total was found on the receipt text.');
    rerender(
      <ConfirmationCard
        draft={draft}
        totalCheck="done"
        receiptText={'TRATTORIA DA MARIO\nTotale 24,50 €'}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(card()).toHaveTextContent(
      'The total could not be found on the receipt text. Check it before confirming.',
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('follows the total as edited', async () => {
    const user = userEvent.setup();
    render(<EditableCard editable={false} totalCheck="done" receiptText="Totale 24,50" />);
    expect(card()).toHaveTextContent('The total could not be found on the receipt text.');
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const total = screen.getByRole('textbox', { name: 'Total (€)' });
    await user.clear(total);
    await user.type(total, '24.50');
    expect(card()).toHaveTextContent('The total was found on the receipt text.');
  });

  it('says so when the receipt could not be read on the device, and nothing for an on-device scan', () => {
    const { rerender } = render(
      <ConfirmationCard draft={draft} totalCheck="unavailable" onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(card()).toHaveTextContent(
      'The total could not be checked against the receipt text on this device.',
    );
    rerender(<ConfirmationCard draft={draft} totalCheck="off" onCancel={() => {}} onConfirm={() => {}} />);
    expect(card()).not.toHaveTextContent('receipt text');
  });
});

describe("ConfirmationCard's restaurant link", () => {
  const at = (props: Partial<Props>) =>
    render(
      <MemoryRouter>
        <ConfirmationCard draft={draft} onCancel={() => {}} onConfirm={() => {}} {...props} />
      </MemoryRouter>,
    );

  it("links to the restaurant's page when the screen gives it, not while saving", () => {
    const { rerender } = at({ restaurantPage: '/restaurants/trattoriadamario_viaroma120121milano' });
    // In a new tab: leaving the scan would lose the bill before it is confirmed.
    const link = screen.getByRole('link', { name: /^See this restaurant's page\s+\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/restaurants/trattoriadamario_viaroma120121milano');
    expect(link).toHaveAttribute('target', '_blank');
    rerender(
      <MemoryRouter>
        <ConfirmationCard
          draft={draft}
          saving
          restaurantPage="/restaurants/x_y"
          onCancel={() => {}}
          onConfirm={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /See this restaurant's page/ })).not.toBeInTheDocument();
  });
});
