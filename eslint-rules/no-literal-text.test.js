// The lint rule that keeps texts out of components (decision 0033): what it flags and what it lets by.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-literal-text.js';

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-text', rule, {
  valid: [
    { code: "const A = () => <p>{t('feed.title')}</p>;" },
    { code: "const A = () => <span aria-label={t('card.rank', { rank })}>#{rank}</span>;" },
    { code: 'const A = () => <a href="/">Goldfork</a>;' },
    { code: 'const A = () => <span aria-hidden="true">· ♥ € 12</span>;' },
    { code: 'const A = () => <img alt="" src={url} />;' },
    { code: 'const A = () => <div className="flex gap-2" data-frame />;' },
    { code: 'const A = () => <option value="it" lang="it">Italiano</option>;' },
  ],
  invalid: [
    { code: 'const A = () => <p>No comments yet</p>;', errors: [{ messageId: 'text' }] },
    { code: "const A = () => <p>{'Loading...'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const A = () => <button aria-label="Close" />;', errors: [{ messageId: 'text' }] },
    { code: 'const A = () => <input placeholder={"Type a message..."} />;', errors: [{ messageId: 'text' }] },
    { code: 'const A = (n) => <img alt={`${n} profile photo`} />;', errors: [{ messageId: 'text' }] },
    { code: 'const A = () => <Field label="Email" />;', errors: [{ messageId: 'text' }] },
  ],
});
