import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralText from './eslint-rules/no-literal-text.js';
import tseslint from 'typescript-eslint';

// Imports flow one way: the shared layers (components, domain, firebase, hooks, platform, social, stores)
// -> features -> app (docs/decisions/0001, 0021).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const SHARED = ['components', 'domain', 'firebase', 'hooks', 'platform', 'social', 'stores'].map(
  (d) => `./src/${d}`,
);

const layerZones = [
  // A feature does not import another feature; what two features share moves down.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature does not import another feature: move what both need down to a shared layer (domain/, firebase/, hooks/, social/, components/ui/, ...).',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app layer.' },
  ...SHARED.map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared layers do not import features or the app.',
  })),
  // The pure layers stay pure: the domain rules import no SDK plumbing, hooks, stores or UI.
  {
    target: './src/domain',
    from: SHARED.filter((d) => d !== './src/domain'),
    message: 'domain/ holds pure rules: it imports nothing from the other layers.',
  },
];

export default tseslint.config(
  { ignores: ['dist', '.e2e-build', 'node_modules', 'playwright-report', 'test-results', '.stack'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn'] }],
    },
  },
  {
    // React code only: tests/ has plain functions named use* (e.g. useRulesEnv) that are not hooks.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No barrel files: import the module that defines the thing.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel re-exports.' },
      ],
    },
  },
  {
    // Every text of the app comes from the catalogues (decision 0033): none written in a component.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { goldfork: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'goldfork/no-literal-text': 'error' },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.{ts,mjs}',
      '*.config.{js,ts}',
      'eslint.config.js',
      'eslint-rules/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
