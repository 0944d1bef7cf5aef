// Lint rules for every TypeScript file of the project; formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/', 'screenshots/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise is awaited, returned or handed to something that handles it.
    // `void promise` marks the few that are deliberately not awaited, for a reason given there or
    // in the called function's contract: react-router's navigate (it settles with the navigation
    // and reports nothing), react-admin mutations called with onSuccess/onError, helpers that
    // notify their own failure and never reject.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
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
    files: ['bin/**/*.js'],
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
