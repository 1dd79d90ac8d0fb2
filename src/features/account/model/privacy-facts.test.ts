import { privacyFactsOf, privacyLines } from './privacy-facts';

describe('privacyFactsOf', () => {
  it('reads the defaults from a missing preference: bills to everyone, listed among diners', () => {
    expect(privacyFactsOf(undefined)).toEqual({ spendingHistory: 'everyone', listedAmongDiners: true });
  });

  it('is not listed when hidden from diners, or when the history is not open to everyone', () => {
    expect(privacyFactsOf({ showAmongDiners: false })).toEqual({
      spendingHistory: 'everyone',
      listedAmongDiners: false,
    });
    expect(privacyFactsOf({ spendingHistory: 'following' })).toEqual({
      spendingHistory: 'following',
      listedAmongDiners: false,
    });
    expect(privacyFactsOf({ spendingHistory: 'nonsense' }).spendingHistory).toBe('everyone');
  });
});

describe('privacyLines', () => {
  it("keeps the spec's lines in order, the preference's values once read", () => {
    const lines = privacyLines({ spendingHistory: 'onlyMe', listedAmongDiners: false });
    expect(lines).toEqual([
      { setting: 'profileVisibility', value: 'privacy.profileVisibility.values.onlyMe' },
      { setting: 'whoCanFollow', value: 'privacy.whoCanFollow.value' },
      { setting: 'pointsVisibility', value: 'privacy.pointsVisibility.value' },
      { setting: 'activityStatus', value: 'privacy.activityStatus.value' },
      { setting: 'hiddenContent', value: 'privacy.hiddenContent.values.amongDiners' },
    ]);
    expect(privacyLines(null).map((l) => l.value)[0]).toBe('');
    expect(privacyLines(null).map((l) => l.value)[4]).toBe('');
  });
});
