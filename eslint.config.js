import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Layer rules: each area lists what it may not import. ESLint replaces (does not merge) a rule's
 * options when several blocks match a file, so every block below spells out its full list.
 */
const kyselyValues = [
  { name: 'kysely', allowTypeImports: true, message: 'SQL lives in packages/db: add a named query there (types may be imported).' },
];
const kyselySubpaths = { group: ['kysely/*'], allowTypeImports: true, message: 'SQL lives in packages/db.' };
const trpcServer = { group: ['@trpc/server', '@trpc/server/*'], message: 'Services and domain code throw AppError; only routers and trpc.ts know tRPC.' };
const noneOfOurs = { group: ['@clinic/*'], message: 'This package is a leaf: it imports none of our packages.' };
const domainAndClientOnly = {
  regex: '^@clinic/(?!domain$|api/client$)',
  message: 'The web app imports only @clinic/domain and the types-only @clinic/api/client.',
};
const restrict = (patterns, paths = kyselyValues) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});
/** Query-builder calls: only packages/db writes SQL (tests may read rows to check them). */
const noQueryBuilding = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
      message: 'SQL lives in packages/db: add a named query there.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The benchmark seeds a million rows with raw SQL on purpose: it measures packages/db's queries.
  { files: ['**/*.{ts,tsx}'], ignores: ['packages/db/**', 'bench/**'], rules: restrict([kyselySubpaths]) },
  { files: ['**/*.{ts,tsx}'], ignores: ['packages/db/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'], rules: noQueryBuilding },
  { files: ['apps/web/**/*.{ts,tsx}'], rules: restrict([kyselySubpaths, domainAndClientOnly, trpcServer]) },
  { files: ['packages/domain/**/*.ts'], rules: restrict([kyselySubpaths, noneOfOurs, trpcServer]) },
  { files: ['packages/db/**/*.ts'], rules: restrict([noneOfOurs, trpcServer], []) },
  { files: ['packages/api/src/services/**/*.ts'], rules: restrict([kyselySubpaths, trpcServer]) },
);
