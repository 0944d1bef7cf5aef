// The type-aware rules: they build the whole program's types (as long as the compiler takes), so
// they run with the type check (`npm run typecheck`), not with `npm run lint`. Only these rules
// run here; the per-file rules are eslint.config.js's.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/', 'screenshots/', 'server/db/migrations/', 'bin/'] },
  {
    // Type-aware rules: a promise is awaited, returned or handed to something that handles it.
    // `void promise` marks the few that are deliberately not awaited, for a reason given there or
    // in the called function's contract: react-router's navigate (it settles with the navigation
    // and reports nothing), react-admin mutations called with onSuccess/onError, helpers that
    // notify their own failure and never reject.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    // Disable comments name the per-file rules: their plugins are loaded (none of their rules is
    // on) so that the comments refer to rules that exist.
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
