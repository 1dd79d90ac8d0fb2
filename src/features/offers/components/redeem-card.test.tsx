import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RedeemCard } from './redeem-card';

const usedAt = new Date(2026, 10, 27, 21, 3, 5);

function renderCard(onClose = vi.fn()) {
  render(
    <>
      <button type="button">behind</button>
      <RedeemCard
        restaurantName="Trattoria Da Mario"
        title="A glass of Franciacorta on us"
        username="giulia"
        redeemedAt={usedAt}
        onClose={onClose}
      />
    </>,
  );
  return onClose;
}

describe('RedeemCard', () => {
  afterEach(() => vi.useRealTimers());

  it('is a dialog named by the restaurant, with the offer, the diner and the time it was used', () => {
    renderCard();
    const card = screen.getByRole('dialog', { name: 'Trattoria Da Mario' });
    expect(card).toHaveTextContent('A glass of Franciacorta on us');
    expect(card).toHaveTextContent('@giulia');
    expect(card).toHaveTextContent('Used at 21:03');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('shows a clock that ticks every second (hh:mm:ss) and the date', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 21, 3, 5));
    renderCard();
    const clock = screen.getByRole('timer', { name: 'Current time' });
    expect(clock).toHaveTextContent('21:03:05');
    expect(screen.getByRole('dialog')).toHaveTextContent('Nov 27, 2026');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('21:03:06');
    act(() => vi.advanceTimersByTime(60_000));
    expect(clock).toHaveTextContent('21:04:06');
  });

  it('keeps focus on Close with Tab, and closes with Escape or the button', async () => {
    const user = userEvent.setup();
    const onClose = renderCard();
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
