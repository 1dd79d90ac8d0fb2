import { act, screen } from '@testing-library/react';
import type { OfferRecipient } from '@/domain/offer';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { openPerk, redeemPerk } from '../api/perk-writes';
import { subscribePerk } from '../api/offer-subscriptions';
import { PerkPage } from './perk-page';
import { aPerk } from './test-perk';

vi.mock('../api/perk-writes', () => ({ openPerk: vi.fn(), redeemPerk: vi.fn() }));
vi.mock('../api/offer-subscriptions', () => ({ subscribePerk: vi.fn() }));

const subscribe = vi.mocked(subscribePerk);
const open = vi.mocked(openPerk);

/** The live copy the test changes, as the listener would. */
function live() {
  let push: (perk: OfferRecipient | null) => void = () => {};
  let fail: (err: Error) => void = () => {};
  subscribe.mockImplementation((_offerId, _uid, onNext, onError) => {
    push = onNext;
    fail = onError;
    return () => {};
  });
  return { push: (p: OfferRecipient | null) => act(() => push(p)), fail: (e: Error) => act(() => fail(e)) };
}

describe('PerkPage', () => {
  beforeEach(() => {
    subscribe.mockReset();
    open.mockReset().mockResolvedValue(undefined);
    vi.mocked(redeemPerk).mockReset();
    setAuth(testUser());
  });

  it('loads my copy, then marks it opened once however often it changes', async () => {
    const perk = live();
    renderAt(<PerkPage />, '/perks/offer1', '/perks/:offerId');
    expect(screen.getByRole('status', { name: 'Loading the perk' })).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('offer1', 'test-uid', expect.any(Function), expect.any(Function));
    perk.push(aPerk({ dinerId: 'test-uid' }));
    expect(await screen.findByRole('heading', { name: 'Free dessert' })).toBeVisible();
    perk.push(aPerk({ dinerId: 'test-uid', description: 'Changed' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('offer1', 'test-uid');
  });

  it('an opened copy is not opened again', async () => {
    const perk = live();
    renderAt(<PerkPage />, '/perks/offer1', '/perks/:offerId');
    perk.push(aPerk({ openedAt: new Date() }));
    expect(await screen.findByRole('heading', { name: 'Free dessert' })).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('a copy that is not mine says so; a failed load offers a retry', async () => {
    const perk = live();
    renderAt(<PerkPage />, '/perks/nope', '/perks/:offerId');
    perk.push(null);
    expect(await screen.findByText('This perk is not among yours.')).toBeVisible();
    perk.fail(new Error('permission-denied'));
    expect(await screen.findByText('Failed to load the perk')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
