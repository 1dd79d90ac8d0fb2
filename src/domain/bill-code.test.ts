import { describe, expect, it } from 'vitest';
import {
  BILL_CODE_LENGTH,
  billCodeExpiry,
  billCodeId,
  billCodeProblem,
  codeReceiptKey,
  formatBillCode,
  newBillCodeSecret,
  parseBillCode,
  type BillCode,
} from './bill-code';

const SECRET = 'ABCDE12345FGHJK67890';

describe('bill codes', () => {
  it('draws 20 Crockford characters from the random source', () => {
    const secret = newBillCodeSecret();
    expect(secret).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(newBillCodeSecret((b) => b.fill(31))).toBe('Z'.repeat(BILL_CODE_LENGTH));
  });

  it('shows four groups of five and reads them back, forgiving case, spaces and look-alikes', () => {
    expect(formatBillCode(SECRET)).toBe('ABCDE-12345-FGHJK-67890');
    expect(parseBillCode('abcde-12345-fghjk-67890')).toBe(SECRET);
    expect(parseBillCode(' ABCDE 12345 FGHJK 6789O ')).toBe(SECRET);
    expect(parseBillCode('ABCDE-I2345-FGHJK-67890')).toBe(SECRET);
    expect(parseBillCode(`https://goldfork.app/scan?code=${SECRET}`)).toBe(SECRET);
  });

  it.each(['', 'ABCDE', `${SECRET}0`, 'ABCDE-12345-FGHJK-6789U', 'hello world'])('refuses %j', (s) => {
    expect(parseBillCode(s)).toBeNull();
  });

  it('names the document by the lowercase hex SHA-256 of the secret', async () => {
    expect(await billCodeId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('says why a code cannot be claimed', () => {
    const code: BillCode = {
      codeId: 'x',
      restaurantKey: 'k',
      restaurantName: 'n',
      address: 'a',
      amountCents: 4250,
      createdAt: new Date('2026-11-28T12:00:00Z'),
      createdBy: 'o',
      claimedBy: null,
      billId: null,
    };
    expect(billCodeExpiry(code)).toEqual(new Date('2026-11-28T12:15:00Z'));
    expect(billCodeProblem(code, new Date('2026-11-28T12:14:59Z'))).toBeNull();
    expect(billCodeProblem(code, new Date('2026-11-28T12:15:00Z'))).toBe('expired');
    expect(billCodeProblem({ ...code, claimedBy: 'd' }, new Date('2026-11-28T12:01:00Z'))).toBe('used');
    expect(billCodeProblem(null, new Date())).toBe('notFound');
  });

  it("names a verified bill's receipt by its code, never by date, cents and restaurant", () => {
    expect(codeReceiptKey('ab12')).toBe('code_ab12');
  });
});
