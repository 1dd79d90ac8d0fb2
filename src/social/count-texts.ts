// The words around a post's like and comment counts as the page's early script paints them into the first
// post, before i18next exists (src/app/first-paint/paint-feed.ts). They are the `social` catalogue's
// like.label.signIn and comments.count, copied here per language as src/domain/format.ts keeps its own few
// texts: the early script carries this module and no catalogue. count-texts.test.ts holds the copy to the
// catalogues word for word, and to what the buttons themselves say (components/, which read the catalogue).
import { formatCount } from '@/domain/format';
import { documentLanguage, type Language } from '@/i18n/languages';

/** A text per plural category of the language ({{n}}: the count, formatted). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export const COUNT_TEXTS: Record<Language, { signInToLike: PluralForms; comments: PluralForms }> = {
  en: {
    signInToLike: { one: 'Sign in to like ({{n}} like)', other: 'Sign in to like ({{n}} likes)' },
    comments: { one: '{{n}} comment', other: '{{n}} comments' },
  },
  it: {
    signInToLike: {
      one: 'Accedi per mettere Mi piace ({{n}} Mi piace)',
      many: 'Accedi per mettere Mi piace ({{n}} Mi piace)',
      other: 'Accedi per mettere Mi piace ({{n}} Mi piace)',
    },
    comments: { one: '{{n}} commento', many: '{{n}} commenti', other: '{{n}} commenti' },
  },
};

// Made on first use, as i18next chooses a plural form.
const rules: Partial<Record<Language, Intl.PluralRules>> = {};

function plural(pick: (texts: (typeof COUNT_TEXTS)[Language]) => PluralForms, count: number): string {
  const language = documentLanguage();
  const forms = pick(COUNT_TEXTS[language]);
  const category = (rules[language] ??= new Intl.PluralRules(language)).select(count);
  return (forms[category] ?? forms.other).replace('{{n}}', formatCount(count));
}

/**
 * A visitor's like button's accessible name: 'Sign in to like (3 likes)'. The early script paints only a
 * visitor's button (no one is signed in yet), so `signedIn` and `liked` are always false.
 */
export function likeButtonLabel(count: number, _signedIn: false = false, _liked: false = false): string {
  return plural((texts) => texts.signInToLike, count);
}

/** '3 comments', '1 comment'. */
export const commentsText = (count: number): string => plural((texts) => texts.comments, count);
