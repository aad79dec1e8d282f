import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';

/** import-x/no-cycle over these files; `resolver` adds what the node resolver needs, such as tsconfig aliases. */
function noImportCycles(files, resolver = {}) {
  const extensions = ['.ts', '.tsx', '.js', '.mjs'];
  return {
    files,
    plugins: { 'import-x': importX },
    settings: {
      // The imported files are parsed as TypeScript too: with the default parser they would be skipped unseen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': extensions,
      'import-x/resolver-next': [createNodeResolver({ extensions, ...resolver })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/*.config.*', 'tools/**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // Our inputs are thin wrappers of the native ones (components/ui).
      'jsx-a11y/label-has-associated-control': [
        'error',
        { assert: 'either', controlComponents: ['Input', 'NativeSelect', 'Textarea', 'Checkbox'] },
      ],
      // A region that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  // docs/decisions/0009-one-clock.md: the contexts read "now" and "today" from the injected Clock, never the machine.
  {
    files: ['backend/src/contexts/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      // Infrastructure timing, on the machine's clock on purpose (see the decision record).
      'backend/src/contexts/identity/auth/postgres-session-store.ts',
      'backend/src/contexts/identity/queries/get-display-names/display-name-cache.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the injected Clock (backend/src/platform/clock).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from the injected Clock (backend/src/platform/clock).',
        },
      ],
    },
  },
  // No import cycles (issue 39): a file never reaches itself through its imports, type-only ones included. Folder-level
  // cycles in libs/shared are tools/scripts/check-folder-cycles.mjs's, run by the shared project's lint.
  noImportCycles(['libs/shared/src/**/*.ts', 'backend/src/**/*.ts']),
  noImportCycles(['frontend/src/**/*.{ts,tsx}'], { alias: { '@': [fileURLToPath(new URL('frontend/src', import.meta.url))] } }),
  // Layout is Prettier's (`npm run lint` checks it): ESLint's stylistic rules that would disagree are off.
  prettier,
);
