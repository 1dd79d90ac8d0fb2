import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@/domain/app-error';
import type { OfferRecipient } from '@/domain/offer';
import { renderAt } from '../../../../tests/support/render';
import { PerkView } from './perk-view';
import { aPerk, now } from './test-perk';

const day = 86_400_000;

function renderView(perk: OfferRecipient, redeem = vi.fn(async () => {})) {
  renderAt(<PerkView perk={perk} username="giulia" now={now} redeem={redeem} />);
  return redeem;
}

describe('PerkView', () => {
  it('shows the offer, its restaurant (linking to its page), validity and state', () => {
    renderView(aPerk());
    expect(screen.getByRole('heading', { name: 'Free dessert' })).toBeVisible();
    expect(screen.getByText('Valid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Trattoria Da Mario' })).toHaveAttribute(
      'href',
      '/restaurants/da-mario_milano',
    );
    expect(screen.getByText('A glass of Franciacorta on us')).toBeVisible();
    expect(screen.getByText('Valid Nov 26, 2026 – Nov 28, 2026')).toBeVisible();
  });

  it('"Use now" asks to show it to the staff, then redeems and opens the full-screen card', async () => {
    const user = userEvent.setup();
    const redeem = renderView(aPerk());
    await user.click(screen.getByRole('button', { name: 'Use now' }));
    const confirm = screen.getByRole('dialog', { name: 'Show this to the staff' });
    expect(redeem).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Use it now' }));
    const card = await screen.findByRole('dialog', { name: 'Trattoria Da Mario' });
    expect(redeem).toHaveBeenCalledTimes(1);
    expect(card).toHaveTextContent('Free dessert');
    expect(card).toHaveTextContent('@giulia');
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation redeems nothing', async () => {
    const user = userEvent.setup();
    const redeem = renderView(aPerk());
    await user.click(screen.getByRole('button', { name: 'Use now' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(redeem).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused redemption says why and shows no card', async () => {
    const user = userEvent.setup();
    renderView(
      aPerk(),
      vi.fn(async () => {
        throw new AppError('offers:errors.alreadyUsed');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Use now' }));
    await user.click(screen.getByRole('button', { name: 'Use it now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has already been used.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the button is disabled while the redemption runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    renderView(
      aPerk(),
      vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    );
    await user.click(screen.getByRole('button', { name: 'Use now' }));
    await user.click(screen.getByRole('button', { name: 'Use it now' }));
    expect(screen.getByRole('button', { name: 'Using…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('dialog', { name: 'Trattoria Da Mario' })).toBeVisible();
  });

  it.each([
    ['Used', aPerk({ redeemedAt: new Date(2026, 10, 27, 19, 30) })],
    ['Ended by the restaurant', aPerk({ endedAt: now })],
    ['Expired', aPerk({ validUntil: now })],
    [
      'Not yet valid',
      aPerk({ validFrom: new Date(now.getTime() + day), validUntil: new Date(now.getTime() + 2 * day) }),
    ],
  ])('%s: no "Use now"', (state, perk) => {
    renderView(perk);
    expect(screen.getByText(state)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use now' })).not.toBeInTheDocument();
  });

  it('a used one says when', () => {
    renderView(aPerk({ redeemedAt: new Date(2026, 10, 27, 19, 30) }));
    expect(screen.getByText('Used at 19:30, Nov 27, 2026')).toBeVisible();
  });
});
