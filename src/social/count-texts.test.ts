// The early script's copy of the count texts (count-texts.ts) says what the catalogue says, in every
// language: the first post it paints reads as React's buttons read once the app has loaded.
import { act } from '@testing-library/react';
import { allCatalogues } from '@/i18n/catalogues';
import { i18n } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { COUNT_TEXTS, commentsText, likeButtonLabel, type PluralForms } from './count-texts';

const catalogues = allCatalogues();

/** The plural forms of `base` in a catalogue group: { one: ..., other: ... }. */
function formsOf(group: Record<string, unknown>, base: string): PluralForms {
  return Object.fromEntries(
    Object.entries(group)
      .filter(([key]) => key.startsWith(`${base}_`))
      .map(([key, text]) => [key.slice(base.length + 1), text]),
  ) as PluralForms;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the early script’s count texts', () => {
  it.each(LANGUAGES)('are the %s catalogue’s, form for form', (language) => {
    const social = catalogues[language].social as {
      like: { label: Record<string, unknown> };
      comments: Record<string, unknown>;
    };
    expect(COUNT_TEXTS[language].signInToLike).toEqual(formsOf(social.like.label, 'signIn'));
    expect(COUNT_TEXTS[language].comments).toEqual(formsOf(social.comments, 'count'));
  });

  it.each(LANGUAGES)('say in %s what the buttons say, for every count', async (language) => {
    await act(() => i18n.changeLanguage(language));
    for (const count of [0, 1, 2, 21, 1234, 1_000_000]) {
      const n = count.toLocaleString(language === 'en' ? 'en' : 'it-IT', { useGrouping: 'always' });
      expect(likeButtonLabel(count, false, false)).toBe(i18n.t('social:like.label.signIn', { count, n }));
      expect(commentsText(count)).toBe(i18n.t('social:comments.count', { count, n }));
    }
  });

  it('speak English and Italian with real plurals', async () => {
    expect(likeButtonLabel(1)).toBe('Sign in to like (1 like)');
    expect(likeButtonLabel(1234)).toBe('Sign in to like (1,234 likes)');
    expect(commentsText(1)).toBe('1 comment');
    expect(commentsText(0)).toBe('0 comments');
    await act(() => i18n.changeLanguage('it'));
    expect(likeButtonLabel(1)).toBe('Accedi per mettere Mi piace (1 Mi piace)');
    expect(commentsText(1)).toBe('1 commento');
    expect(commentsText(2)).toBe('2 commenti');
    expect(commentsText(1234)).toBe('1.234 commenti');
  });
});
