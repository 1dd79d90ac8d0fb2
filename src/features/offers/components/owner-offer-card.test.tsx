import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@/domain/offer';
import { OwnerOfferCard, type OwnerOfferCardProps } from './owner-offer-card';

const now = new Date(2026, 10, 27, 20, 0);
const DAY = 86_400_000;

const anOffer = (over: Partial<Offer> = {}): Offer => ({
  id: 'offer1',
  ownerId: 'owner1',
  restaurantKey: 'k',
  restaurantName: 'Trattoria Da Mario',
  title: 'Free dessert',
  description: 'A glass of Franciacorta on us',
  photoURL: '',
  validFrom: new Date(now.getTime() - DAY),
  validUntil: new Date(now.getTime() + DAY),
  cap: null,
  audience: { kind: 'top', n: 50 },
  audienceSize: 120,
  sentCount: 120,
  skippedCount: 0,
  openedCount: 30,
  redeemedCount: 7,
  endedAt: null,
  createdAt: now,
  ...over,
});

function renderCard(over: Partial<OwnerOfferCardProps> = {}) {
  const props: OwnerOfferCardProps = {
    offer: anOffer(),
    now,
    progress: null,
    error: null,
    ending: false,
    canResume: true,
    onEnd: vi.fn(),
    onResume: vi.fn(),
    ...over,
  };
  render(
    <ul>
      <OwnerOfferCard {...props} />
    </ul>,
  );
  return props;
}

describe('OwnerOfferCard', () => {
  it('shows the phase, validity, audience and the sent, opened and redeemed counts', () => {
    renderCard();
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Top 50 spenders');
    expect(card).toHaveTextContent('Sent120 of 120');
    expect(card).toHaveTextContent('Opened30');
    expect(card).toHaveTextContent('Redeemed7');
  });

  it('says when an offer goes to verified diners only (decision 0046)', () => {
    renderCard({ offer: anOffer({ audience: { kind: 'top', n: 50, verified: true } }) });
    expect(screen.getByRole('listitem')).toHaveTextContent('Top 50 spenders, verified diners only');
  });

  it.each([
    [
      'Planned',
      anOffer({ validFrom: new Date(now.getTime() + DAY), validUntil: new Date(now.getTime() + 2 * DAY) }),
    ],
    ['Completed', anOffer({ endedAt: now })],
    ['Completed', anOffer({ cap: 7 })],
  ])('%s', (label, offer) => {
    renderCard({ offer });
    expect(screen.getByRole('listitem')).toHaveTextContent(label);
  });

  it('shows the sending as it goes: "Sending… 40 of 120", End now disabled meanwhile', () => {
    renderCard({ offer: anOffer({ sentCount: 40 }), progress: { sent: 40, total: 120 } });
    expect(screen.getByRole('progressbar', { name: 'Sending Free dessert' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Sending… 40 of 120')).toBeVisible();
    expect(screen.getByRole('button', { name: 'End Free dessert now' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Resume sending' })).not.toBeInTheDocument();
  });

  it('offers to resume a sending that stopped, not one that reached everyone or skipped the rest', async () => {
    const { onResume } = renderCard({ offer: anOffer({ sentCount: 40 }), error: 'Sending stopped.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sending stopped.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume sending' }));
    expect(onResume).toHaveBeenCalled();
  });

  it('a sending that skipped the rest is done', () => {
    renderCard({ offer: anOffer({ sentCount: 118, skippedCount: 2 }) });
    expect(screen.queryByRole('button', { name: 'Resume sending' })).not.toBeInTheDocument();
  });

  it('"End now" asks first; an ended offer has no End now', async () => {
    const user = userEvent.setup();
    const { onEnd } = renderCard();
    await user.click(screen.getByRole('button', { name: 'End Free dessert now' }));
    // The dialog's code loads as it opens.
    const dialog = await screen.findByRole('dialog', { name: 'End this offer now?' });
    expect(dialog).toHaveTextContent('Diners can no longer use “Free dessert”.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onEnd).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'End Free dessert now' }));
    await user.click(await screen.findByRole('button', { name: 'End offer' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('an ended offer cannot be ended again', () => {
    renderCard({ offer: anOffer({ endedAt: now }) });
    expect(screen.queryByRole('button', { name: /^End/ })).not.toBeInTheDocument();
  });
});
