import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralText from './eslint-rules/no-literal-text.js';
import tseslint from 'typescript-eslint';

// The layers of src/, lowest first: each imports only the layers before it in this list, and a feature
// never another feature. This list is the one statement of the order (README's Layout and
// docs/decisions/0021 point here); the zones below are made from it.
export const LAYERS = [
  'domain', // the product's pure rules: imports nothing
  'platform', // the browser and outside services (image resizing, vision client, first-paint handoff)
  'i18n', // languages, catalogues, the i18next instance, money and date formats
  'stores', // zustand stores
  'firebase', // the SDK plumbing
  'users', // reading users: lookups by id and username, the shared cache, the username search
  'hooks', // shared React hooks
  'components', // shared presentational pieces
  'social', // likes, comments, blocks, reports: a feature that other features show
  'features', // one folder per feature
  'app', // router, shell, first paint: the only place that composes features
];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The top-level places (README.md, "Where things live"): the product imports nothing outside src/, and
// nothing but the measurements imports the measurements.
const placeZones = [
  ...['./tests', './fixtures', './stack', './rules'].map((target) => ({
    target,
    from: './bench',
    message: 'Only measurements import bench/: move what a test or a seed needs to fixtures/.',
  })),
  ...['./fixtures', './stack'].map((target) => ({
    target,
    from: './tests',
    message: 'The stack and the fixtures do not import tests/: move what both need to fixtures/.',
  })),
];

// Applies to src/ but its tests, which use the shared test support of tests/support/.
const productZone = {
  target: './src',
  from: ['./stack', './fixtures', './bench', './tests', './rules'],
  message: 'The product (src/) imports nothing from the tooling around it.',
};

const layerZones = [
  ...placeZones,
  ...LAYERS.slice(0, -1).map((layer, i) => ({
    target: `./src/${layer}`,
    from: LAYERS.slice(i + 1).map((above) => `./src/${above}`),
    message: `${layer}/ imports only the layers below it: ${LAYERS.slice(0, i).join(', ') || 'nothing'} (LAYERS in eslint.config.js).`,
  })),
  // A feature does not import another feature; what two features share moves down.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature does not import another feature: move what both need down to a shared layer (LAYERS in eslint.config.js).',
  })),
];

const noBarrels = { selector: 'ExportAllDeclaration', message: 'No barrel re-exports.' };

// A Firestore path is written once, in src/firebase/collections.ts from collection-names.ts (issue 40):
// the product names no collection or document by a string of its own.
const pathsWrittenOnce = [
  {
    selector:
      'CallExpression[callee.name=/^(collection|collectionGroup|doc)$/] > :matches(Literal, TemplateLiteral).arguments',
    message:
      'Take the reference from src/firebase/collections.ts (names: collection-names.ts), not a string.',
  },
  {
    selector: 'Property[key.name="collectionId"] > :matches(Literal, TemplateLiteral).value',
    message: 'Name the collection from COLLECTIONS (src/firebase/collection-names.ts), not a string.',
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
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // No barrel files: import the module that defines the thing.
      'no-restricted-syntax': ['error', noBarrels],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // The React Compiler's checks (purity, refs, static components...) for the code that ships: they
      // were three quarters of the lint's time, and a test's render callbacks are not compiled.
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [productZone, ...layerZones] }],
      'no-restricted-syntax': ['error', noBarrels, ...pathsWrittenOnce],
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
      'stack/**/*.{js,mjs,ts}',
      'fixtures/**/*.{js,mjs,ts}',
      'bench/**/*.mjs',
      'rules/**/*.mjs',
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
