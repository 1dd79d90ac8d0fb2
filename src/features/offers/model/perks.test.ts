import { sendingUnfinished, sortPerks } from './perks';

const now = new Date(2026, 10, 27, 12);
const day = 86_400_000;
const perk = (id: string, over: Partial<Parameters<typeof sortPerks>[0][number]> = {}) => ({
  id,
  validFrom: new Date(now.getTime() - day),
  validUntil: new Date(now.getTime() + day),
  redeemedAt: null,
  endedAt: null,
  sentAt: new Date(now.getTime() - day),
  ...over,
});

describe('perks order', () => {
  it('puts valid ones first, then not yet valid, then used, ended and expired; newest sent first within', () => {
    const list = [
      perk('expired', { validUntil: new Date(now.getTime() - 1) }),
      perk('used', { redeemedAt: now }),
      perk('planned', {
        validFrom: new Date(now.getTime() + day),
        validUntil: new Date(now.getTime() + 2 * day),
      }),
      perk('ended', { endedAt: now }),
      perk('valid-old', { sentAt: new Date(now.getTime() - 2 * day) }),
      perk('valid-new'),
    ];
    expect(sortPerks(list, now).map((p) => p.id)).toEqual([
      'valid-new',
      'valid-old',
      'planned',
      'used',
      'ended',
      'expired',
    ]);
  });
});

describe('an unfinished sending', () => {
  const offer = {
    sentCount: 40,
    skippedCount: 0,
    audienceSize: 120,
    endedAt: null,
    validUntil: new Date(now.getTime() + day),
  };
  it('is one whose sent and skipped diners fall short of its audience, while it can still be used', () => {
    expect(sendingUnfinished(offer, now)).toBe(true);
    expect(sendingUnfinished({ ...offer, sentCount: 118, skippedCount: 2 }, now)).toBe(false);
    expect(sendingUnfinished({ ...offer, endedAt: now }, now)).toBe(false);
    expect(sendingUnfinished({ ...offer, validUntil: now }, now)).toBe(false);
  });
});
