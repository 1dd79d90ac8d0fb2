import { isValidWebsite } from './website';

describe('isValidWebsite', () => {
  it('takes an http(s) address with a dotted host', () => {
    expect(isValidWebsite('http://a.it')).toBe(true);
    expect(isValidWebsite(' https://trattoria.example.com/menu?x=1 ')).toBe(true);
  });

  it('refuses what would be a script, another scheme, spaces or a bare host', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'JAVASCRIPT://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://x.com',
      'https://localhost',
      'https://a .it',
      'https://trattoria.',
      'trattoria.it',
    ]) {
      expect(isValidWebsite(bad), bad).toBe(false);
    }
  });
});
