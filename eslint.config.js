// Lint rules for every TypeScript file of the project; formatting is Prettier's job. These rules
// read one file at a time, so `npm run lint` takes seconds; the rules that need the whole
// program's types are in eslint.typed.config.js and run with the type check (`npm run typecheck`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/', 'screenshots/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Translation keys are typed against locales/en.json through web/shell/i18n/use-translate.ts.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-admin', importNames: ['useTranslate'], message: 'Use useTranslate from web/shell/i18n/use-translate (typed keys).' }] },
      ],
    },
  },
  {
    files: ['web/shell/i18n/use-translate.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['bin/**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly' } },
  },
  {
    rules: {
      // Leading underscores mark what is deliberately left unused (e.g. a field taken out of a rest object).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  prettier,
);
