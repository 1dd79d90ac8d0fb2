import { t } from 'i18next';
import { checkDraft, draftOf, type BillDraft } from './bill-draft';
import { missingFieldsMessage } from './messages';

const draft: BillDraft = {
  restaurantName: ' Trattoria Da Gino ',
  address: 'Via Roma 1, 20121 Milano',
  totalAmount: '33,50',
  date: '2026-11-21',
  items: [{ name: 'Pizza', price: 8.5 }],
};

describe('draftOf', () => {
  it('shows a read bill as editable text, and what was not read as empty', () => {
    expect(
      draftOf({
        restaurantName: 'Da Gino',
        address: 'Via Roma 1',
        totalAmount: 42.5,
        date: '2026-11-21',
        items: [],
      }),
    ).toEqual({
      restaurantName: 'Da Gino',
      address: 'Via Roma 1',
      totalAmount: '42.50',
      date: '2026-11-21',
      items: [],
    });
    expect(
      draftOf({ restaurantName: '', address: '', totalAmount: null, date: null, items: [] }),
    ).toMatchObject({
      totalAmount: '',
      date: '',
    });
  });
});

describe('checkDraft', () => {
  it('gives the bill to save: trimmed, the total as a number, the date normalised', () => {
    expect(checkDraft({ ...draft, date: '21/11/2026' })).toEqual({
      bill: {
        restaurantName: 'Trattoria Da Gino',
        address: 'Via Roma 1, 20121 Milano',
        totalAmount: 33.5,
        date: '2026-11-21',
        items: [{ name: 'Pizza', price: 8.5 }],
      },
      problems: null,
    });
    expect(checkDraft({ ...draft, totalAmount: '€ 1.215,00' }).bill?.totalAmount).toBe(1215);
  });

  it('names every missing field in the spec message, on each of them', () => {
    const message = missingFieldsMessage(['restaurantName', 'date']);
    expect(checkDraft({ ...draft, restaurantName: '  ', date: '' })).toEqual({
      bill: null,
      problems: { restaurantName: message, date: message },
    });
  });

  it('refuses a total that is not a positive amount and a date that cannot be read', () => {
    expect(checkDraft({ ...draft, totalAmount: 'twelve' }).problems).toEqual({
      totalAmount: t('scan:errors.billAmountUnreadable'),
    });
    expect(checkDraft({ ...draft, totalAmount: '0' }).problems).toEqual({
      totalAmount: t('scan:errors.billAmountUnreadable'),
    });
    expect(checkDraft({ ...draft, date: '2026-02-30' }).problems).toEqual({
      date: t('scan:errors.billDateUnreadable'),
    });
  });
});
