import { t } from 'i18next';
import {
  amountHint,
  canSubmit,
  chooseRecipients,
  orderRecipients,
  parseAmount,
  sendErrorMessage,
  transferError,
  transferProblem as problemOf,
  type Recipient,
  type TransferInput,
  type TransferSnapshot,
} from './model';
import { AppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

// The refusals and failures as the screen shows them: the spec's texts, word for word.
const transferProblem = (i: TransferInput, read: TransferSnapshot) => {
  const problem = problemOf(i, read);
  return problem && errorText(problem);
};
const transferErrorMessage = (err: unknown) => errorText(transferError(err));

const input = (amount: number, senderId = 'alice', receiverId = 'bob') => ({ senderId, receiverId, amount });
const ok = { senderBalance: 50, receiverExists: true };

describe('transferProblem: the spec order and texts (section 5)', () => {
  it('accepts a whole amount the balance covers, including the whole balance', () => {
    expect(transferProblem(input(20), ok)).toBeNull();
    expect(transferProblem(input(50), ok)).toBeNull();
  });

  it.each([0, -5, Number.NaN])('refuses the amount %s first, before looking at the users', (amount) => {
    expect(transferProblem(input(amount), { senderBalance: null, receiverExists: false })).toBe(
      'Amount must be greater than 0',
    );
  });

  it('refuses a fraction: silver points are whole numbers', () => {
    expect(transferProblem(input(2.5), ok)).toBe(t('points:messages.notWholeNumber'));
  });

  it('refuses sending to oneself with a clear message', () => {
    expect(transferProblem(input(5, 'alice', 'alice'), ok)).toBe("You can't send points to yourself");
  });

  it('then a missing sender, before the balance and the receiver', () => {
    expect(transferProblem(input(5), { senderBalance: null, receiverExists: false })).toBe(
      'Sender not found',
    );
  });

  it('then the balance, before the receiver', () => {
    expect(transferProblem(input(51), { senderBalance: 50, receiverExists: false })).toBe(
      'Insufficient silver points',
    );
  });

  it('then a missing receiver', () => {
    expect(transferProblem(input(5), { senderBalance: 50, receiverExists: false })).toBe(
      'Receiver not found',
    );
  });
});

describe('error messages (section 8)', () => {
  it('the api keeps a refusal and turns anything else into "Failed to transfer points"', () => {
    expect(transferErrorMessage(new AppError('points:messages.insufficient'))).toBe(
      'Insufficient silver points',
    );
    expect(transferErrorMessage(new Error('Missing or insufficient permissions.'))).toBe(
      'Failed to transfer points',
    );
    expect(transferErrorMessage(Object.assign(new Error('Timed out'), { code: 'timeout' }))).toBe(
      'Failed to transfer points',
    );
    expect(transferErrorMessage('boom')).toBe('Failed to transfer points');
  });

  it('the screen shows the thrown message, or "Failed to send points"', () => {
    expect(sendErrorMessage(new AppError('points:messages.receiverNotFound'))).toBe('Receiver not found');
    expect(sendErrorMessage(new Error(''))).toBe('Failed to send points');
    expect(sendErrorMessage(undefined)).toBe('Failed to send points');
  });
});

describe('the amount field', () => {
  it('parses whole numbers; empty or junk is NaN', () => {
    expect(parseAmount(' 25 ')).toBe(25);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
  });

  it('hints why an amount cannot be sent; nothing while empty', () => {
    expect(amountHint('', 10)).toBeNull();
    expect(amountHint('10', 10)).toBeNull();
    expect(amountHint('0', 10)).toBe(t('points:messages.amountNotPositive'));
    expect(amountHint('-3', 10)).toBe(t('points:messages.amountNotPositive'));
    expect(amountHint('1.5', 10)).toBe(t('points:messages.notWholeNumber'));
    expect(amountHint('11', 10)).toBe('Amount exceeds your Available Balance');
  });
});

describe('canSubmit (section 2)', () => {
  const base = { recipientId: 'bob', amountText: '10', balance: 10, sending: false };

  it('is enabled with a recipient and 0 < amount <= balance', () => {
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, amountText: '1' })).toBe(true);
  });

  it.each([
    ['no recipient', { recipientId: null }],
    ['an empty amount', { amountText: '' }],
    ['an amount of 0', { amountText: '0' }],
    ['a negative amount', { amountText: '-1' }],
    ['an amount above the balance', { amountText: '11' }],
    ['a fraction', { amountText: '2.5' }],
    ['a balance of 0', { balance: 0, amountText: '1' }],
    ['sending', { sending: true }],
  ])('is disabled with %s', (_, change) => {
    expect(canSubmit({ ...base, ...change })).toBe(false);
  });
});

const r = (uid: string, username: string, followed = true): Recipient => ({
  uid,
  username,
  photoURL: '',
  followed,
});
const me = { uid: 'me-uid', username: 'Me_Myself' };

describe('chooseRecipients', () => {
  const followed = [r('2', 'zoe'), r('1', 'Anna'), r('3', 'ben')];

  it('sorts followed users by name and preselects nobody on /send-points/me', () => {
    const choice = chooseRecipients(followed, 'me', me, null);
    expect(choice.recipients.map((x) => x.username)).toEqual(['Anna', 'ben', 'zoe']);
    expect(choice).toMatchObject({ preselectedId: null, notice: null });
  });

  it('preselects a followed user named in the path, whatever its case', () => {
    expect(chooseRecipients(followed, 'BEN', me, null)).toMatchObject({ preselectedId: '3', notice: null });
  });

  it('adds an existing user who is not followed on top, preselected', () => {
    const choice = chooseRecipients(followed, 'carl', me, r('9', 'Carl', false));
    expect(choice.recipients.map((x) => x.username)).toEqual(['Carl', 'Anna', 'ben', 'zoe']);
    expect(choice.recipients[0].followed).toBe(false);
    expect(choice.preselectedId).toBe('9');
  });

  it('says why an unknown name or oneself is not preselected', () => {
    expect(chooseRecipients(followed, 'ghost', me, null)).toMatchObject({
      preselectedId: null,
      notice: 'User not found',
    });
    expect(chooseRecipients(followed, 'me_myself', me, null)).toMatchObject({
      preselectedId: null,
      notice: t('points:messages.toSelf'),
    });
  });

  it('keeps a non-followed user after followed ones when ordering', () => {
    expect(orderRecipients([r('1', 'a'), r('2', 'b', false)]).map((x) => x.uid)).toEqual(['2', '1']);
  });
});
