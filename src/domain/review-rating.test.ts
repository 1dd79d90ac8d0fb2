import { ratingFieldsAfter } from './review-rating';

const empty = {
  ratingCount: 0,
  ratingSum: 0,
  stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  verifiedRatingCount: 0,
  verifiedRatingSum: 0,
};

describe('ratingFieldsAfter', () => {
  it('counts a new review: one more, its stars added, its star counted', () => {
    expect(ratingFieldsAfter(empty, 0, 4)).toEqual({
      ratingCount: 1,
      ratingSum: 4,
      stars: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      verifiedRatingCount: 0,
      verifiedRatingSum: 0,
    });
  });
  it('moves an edit by exactly the difference, one star to another', () => {
    const one = ratingFieldsAfter(empty, 0, 4);
    expect(ratingFieldsAfter(one, 4, 2)).toEqual({
      ratingCount: 1,
      ratingSum: 2,
      stars: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 0 },
      verifiedRatingCount: 0,
      verifiedRatingSum: 0,
    });
  });
  it('takes a deleted review back to where it was', () => {
    expect(ratingFieldsAfter(ratingFieldsAfter(empty, 0, 5), 5, 0)).toEqual(empty);
  });
  it('counts a review of a verified bill in the verified rating too (decision 0046)', () => {
    const one = ratingFieldsAfter(empty, 0, 5, { before: false, after: true });
    expect(one).toMatchObject({ ratingCount: 1, ratingSum: 5, verifiedRatingCount: 1, verifiedRatingSum: 5 });
    // Edited to name an unverified bill, same stars: only the verified rating moves.
    const edited = ratingFieldsAfter(one, 5, 5, { before: true, after: false });
    expect(edited).toMatchObject({
      ratingCount: 1,
      ratingSum: 5,
      verifiedRatingCount: 0,
      verifiedRatingSum: 0,
    });
    expect(ratingFieldsAfter(one, 5, 0, { before: true, after: false })).toEqual(empty);
  });
});
