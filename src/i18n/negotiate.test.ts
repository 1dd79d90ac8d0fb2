import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate';

describe('negotiateLanguage', () => {
  it('follows the cookie first, whatever the browser asks', () => {
    expect(negotiateLanguage({ cookie: 'a=1; firebase-language-override=it', acceptLanguage: 'en-US' })).toBe(
      'it',
    );
    expect(
      negotiateLanguage({ cookie: 'firebase-language-override=en', acceptLanguage: 'it-IT,it;q=0.9' }),
    ).toBe('en');
    expect(negotiateLanguage({ cookie: 'firebase-language-override=de,it' })).toBe('it');
  });

  it('then the best supported language of Accept-Language, by quality', () => {
    expect(negotiateLanguage({ acceptLanguage: 'it-IT,it;q=0.9,en-US;q=0.8' })).toBe('it');
    expect(negotiateLanguage({ acceptLanguage: 'de-DE,en;q=0.5,it;q=0.7' })).toBe('it');
    expect(negotiateLanguage({ acceptLanguage: 'fr, en-GB;q=0.8' })).toBe('en');
    expect(negotiateLanguage({ acceptLanguage: 'it;q=0, en;q=0.1' })).toBe('en');
  });

  it('else English', () => {
    expect(negotiateLanguage({})).toBe('en');
    expect(negotiateLanguage({ cookie: 'firebase-language-override=xx', acceptLanguage: 'de' })).toBe('en');
  });
});
