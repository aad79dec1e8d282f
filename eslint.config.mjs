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

// docs/decisions/0009-one-clock.md: the contexts read "now" and "today" from the injected Clock, never the machine.
const CLOCK = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time from the injected Clock (backend/src/platform/clock).',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read the time from the injected Clock (backend/src/platform/clock).',
  },
];
const CLOCK_EXEMPT = [
  '**/*.spec.ts',
  // Infrastructure timing, on the machine's clock on purpose (see the decision record).
  'backend/src/contexts/identity/auth/postgres-session-store.ts',
  'backend/src/contexts/identity/queries/get-display-names/display-name-cache.ts',
];

// docs/decisions/0010-data-access.md: entities for ordinary reads and writes, hand-written SQL only in the typed SQL
// modules, and no query builder anywhere.
const NO_QUERY_BUILDER = [
  {
    selector: "MemberExpression[property.name='createQueryBuilder']",
    message: 'No query builder (docs/decisions/0010-data-access.md): use entity find options, or a function of the SQL module.',
  },
];
const DATA_ACCESS = [
  ...NO_QUERY_BUILDER,
  {
    selector: "CallExpression[callee.property.name='query']",
    message: 'SQL text lives in the typed SQL modules (docs/decisions/0010-data-access.md): persistence/*.sql.ts.',
  },
];
const SQL_MODULES = [
  'backend/src/contexts/*/persistence/**/*.ts',
  'backend/src/platform/database/**/*.ts',
  'backend/src/platform/**/*.sql.ts',
  // The mail lease's connection runs outbox.sql.ts's statements for it (StatementRunner); it writes none of its own.
  'backend/src/platform/mail/worker-lease.ts',
];

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
  {
    // The front end's test files share their worker's modules (vite.config.ts, isolate: false): a module mock would
    // stay in place for the files after it. Tests stand in for the browser's APIs instead (src/testing/csv.ts).
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Mock the browser API the module calls, not the module.' },
        { object: 'vi', property: 'doMock', message: 'Mock the browser API the module calls, not the module.' },
      ],
    },
  },
  // docs/decisions/0009-one-clock.md and 0010-data-access.md. One `no-restricted-syntax` setting per file (a later
  // one replaces an earlier), so each block below lists every selector that applies to its files.
  {
    files: ['backend/src/**/*.ts'],
    ignores: [...SQL_MODULES, '**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DATA_ACCESS] },
  },
  {
    files: ['backend/src/contexts/**/*.ts'],
    ignores: [...CLOCK_EXEMPT, ...SQL_MODULES],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK, ...DATA_ACCESS] },
  },
  {
    files: SQL_MODULES.filter((glob) => glob.startsWith('backend/src/contexts/')),
    ignores: CLOCK_EXEMPT,
    rules: { 'no-restricted-syntax': ['error', ...CLOCK, ...NO_QUERY_BUILDER] },
  },
  {
    files: SQL_MODULES.filter((glob) => !glob.startsWith('backend/src/contexts/')),
    rules: { 'no-restricted-syntax': ['error', ...NO_QUERY_BUILDER] },
  },
  // No import cycles (issue 39): a file never reaches itself through its imports, type-only ones included. Folder-level
  // cycles in libs/shared are tools/scripts/check-folder-cycles.mjs's, run by the shared project's lint.
  noImportCycles(['libs/shared/src/**/*.ts', 'backend/src/**/*.ts']),
  noImportCycles(['frontend/src/**/*.{ts,tsx}'], { alias: { '@': [fileURLToPath(new URL('frontend/src', import.meta.url))] } }),
  // Layout is Prettier's (`npm run lint` checks it): ESLint's stylistic rules that would disagree are off.
  prettier,
);
