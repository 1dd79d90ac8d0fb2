import {
  audienceOfForm,
  capOfForm,
  defaultOfferForm,
  draftOfForm,
  fromLocalInput,
  toLocalInput,
  validateOfferForm,
} from './offer-form';

const now = new Date(2026, 10, 27, 20, 15);

describe('the New offer form model', () => {
  it('starts valid now until 30 days later, for the top 10 spenders, with no cap', () => {
    const v = defaultOfferForm(now);
    expect(v.validFrom).toBe('2026-11-27T20:15');
    expect(v.validUntil).toBe('2026-12-27T20:15');
    expect(audienceOfForm(v)).toEqual({ kind: 'top', n: 10 });
    expect(capOfForm(v)).toBeNull();
  });

  it('reads datetime-local values in local time, and refuses what is not one', () => {
    expect(fromLocalInput(toLocalInput(now))).toEqual(now);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('asks for a title and a description, and an end after the start and in the future', () => {
    const v = { ...defaultOfferForm(now), validUntil: '2026-11-27T20:00' };
    expect(validateOfferForm(v, now)).toEqual({
      title: { key: 'offer-form:form.errors.titleRequired' },
      description: { key: 'offer-form:form.errors.descriptionRequired' },
      validUntil: { key: 'offer-form:form.errors.untilPast' },
    });
    const later = {
      ...v,
      title: 'Dessert',
      description: 'On us',
      validFrom: '2026-12-05T12:00',
      validUntil: '2026-12-01T12:00',
    };
    expect(validateOfferForm(later, now)).toEqual({
      validUntil: { key: 'offer-form:form.errors.untilBeforeFrom' },
    });
  });

  it('takes N from 1 to 1,000 typed or chosen, 30 or 90 days, and at least N visits', () => {
    const v = { ...defaultOfferForm(now), title: 'T', description: 'D' };
    expect(audienceOfForm({ ...v, topN: '1000' })).toEqual({ kind: 'top', n: 1000 });
    expect(audienceOfForm({ ...v, topN: '1001' })).toBeNull();
    expect(audienceOfForm({ ...v, topN: '2.5' })).toBeNull();
    expect(validateOfferForm({ ...v, topN: '0' }, now)).toEqual({
      topN: { key: 'offer-form:form.errors.nRange', params: { max: 1000 } },
    });
    expect(audienceOfForm({ ...v, kind: 'recent', days: 90 })).toEqual({ kind: 'recent', days: 90 });
    expect(audienceOfForm({ ...v, kind: 'visits', minVisits: '3' })).toEqual({ kind: 'visits', n: 3 });
  });

  it('addresses verified diners only when asked (decision 0046), any audience kind', () => {
    const v = { ...defaultOfferForm(now), title: 'T', description: 'D' };
    expect(v.verifiedOnly).toBe(false);
    expect(audienceOfForm({ ...v, verifiedOnly: true })).toEqual({ kind: 'top', n: 10, verified: true });
    expect(audienceOfForm({ ...v, kind: 'recent', verifiedOnly: true })).toEqual({
      kind: 'recent',
      days: 30,
      verified: true,
    });
  });

  it('takes an empty cap as none, a whole number of at least 1 as a cap, and refuses anything else', () => {
    const v = { ...defaultOfferForm(now), title: 'T', description: 'D' };
    expect(capOfForm({ ...v, cap: '25' })).toBe(25);
    expect(validateOfferForm({ ...v, cap: '0' }, now)).toEqual({
      cap: { key: 'offer-form:form.errors.capRange' },
    });
    expect(draftOfForm({ ...v, title: '  Free dessert ', cap: '5' })).toEqual({
      title: 'Free dessert',
      description: 'D',
      validFrom: now,
      validUntil: new Date(2026, 11, 27, 20, 15),
      audience: { kind: 'top', n: 10 },
      cap: 5,
    });
  });
});
