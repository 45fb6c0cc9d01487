import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
/** The web app\'s tests may also use the domain's records shared by tests (@clinic/domain/testing). */
const domainAndClientOnlyInTests = {
  regex: '^@clinic/(?!domain$|domain/testing$|api/client$)',
  message: 'The web app\'s tests import only @clinic/domain (and its /testing) and the types-only @clinic/api/client.',
};
const restrict = (patterns, paths = kyselyValues) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});
/** Query-builder calls: only packages/db writes SQL (tests may read rows to check them). */
const queryBuilding = {
  selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
  message: 'SQL lives in packages/db: add a named query there.',
};
const noQueryBuilding = { 'no-restricted-syntax': ['error', queryBuilding] };
/**
 * A web feature's mutations, with their toasts and what they refresh, live in its
 * use-<feature>-mutations.ts (README, "How to add a feature"): components (.tsx) call those hooks.
 * Listed with the SQL rule because one block's options for a rule replace another's.
 */
const noMutationsInComponents = {
  'no-restricted-syntax': [
    'error',
    queryBuilding,
    {
      selector: 'CallExpression[callee.property.name="useMutation"], CallExpression[callee.name="useMutation"]',
      message: "A component calls its feature's mutation hooks (use-<feature>-mutations.ts), never useMutation itself.",
    },
  ],
};

/*
 * The import graph: arrows run down only, and never in a circle (import-x). Paths are from the
 * repository root, whichever package runs `eslint src`. Tests and test support sit above
 * everything and may import anything.
 */
const root = import.meta.dirname;
const web = 'apps/web/src';
const api = 'packages/api/src';
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const restrictPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] });

/** apps/web: lib/ ← components/ ← features/<one> ← the app's root files (app.tsx, routes, main). */
const webRoots = [`./${web}/app.tsx`, `./${web}/app-routes.tsx`, `./${web}/main.tsx`];
const webLayers = [
  {
    target: `./${web}/lib`,
    from: [`./${web}/components`],
    message: 'lib/ is the bottom of the web app: it imports no component (move the piece down to lib/).',
  },
  {
    target: `./${web}/lib`,
    from: [`./${web}/features`, ...webRoots, `./${web}/first-screen-data.ts`],
    message: 'lib/ is the bottom of the web app: it imports no feature or app root.',
  },
  {
    target: `./${web}/components`,
    from: [`./${web}/features`],
    message: 'components/ are shared by features: they import none (move the piece down to components/ or lib/).',
  },
  {
    target: `./${web}/components`,
    from: [...webRoots, `./${web}/first-screen-data.ts`],
    message: 'components/ are shared by features: they import none (move the piece down to components/ or lib/).',
  },
  {
    target: `./${web}/features`,
    // first-screen-data.ts is an app root file (it reads the first screens' queries); what the
    // screens share with it is in lib/start-answers.ts.
    from: [...webRoots, `./${web}/first-screen-data.ts`],
    message: 'Features do not import the app root.',
  },
];
/**
 * One zone per feature folder: a feature imports no other feature (shared pieces go to components/
 * or lib/). features/shell is the signed-in frame that composes the screens (signed-in-screens.ts),
 * a composition root like app-routes.tsx: it may import the features, and none imports it.
 */
const webComposition = ['shell'];
const webFeatures = folders(`${web}/features`).map((feature) => ({
  target: `./${web}/features/${feature}`,
  from: `./${web}/features`,
  except: webComposition.includes(feature) ? folders(`${web}/features`).map((name) => `./${name}`) : [`./${feature}`],
  message: 'A feature folder imports no other feature folder: move the shared piece to components/ or lib/.',
}));
const webCompositionZone = {
  target: folders(`${web}/features`)
    .filter((name) => !webComposition.includes(name))
    .map((name) => `./${web}/features/${name}`),
  from: webComposition.map((name) => `./${web}/features/${name}`),
  message: 'No feature imports the shell (it composes the screens).',
};

/**
 * packages/api: composition roots (root.ts, jobs.ts, index.ts, client.ts) ← routers/ ← services/ ←
 * infrastructure (context, errors, trpc setup, session user, infra/) ← @clinic/db, @clinic/domain.
 */
const apiRoots = ['root.ts', 'jobs.ts', 'index.ts', 'client.ts'].map((file) => `./${api}/${file}`);
const apiInfra = ['context.ts', 'errors.ts', 'session-user.ts', 'zod-messages.ts', 'sync-parsed.ts', 'trpc.ts', 'infra'].map(
  (file) => `./${api}/${file}`,
);
const apiLayers = [
  {
    target: [`./${api}/routers`, `./${api}/services`, ...apiInfra],
    from: apiRoots,
    message: 'Only the composition roots (root.ts, jobs.ts, index.ts) put routers and services together; nothing imports them.',
  },
  { target: `./${api}/services`, from: `./${api}/routers`, message: 'Services never import routers: routers call services.' },
  {
    // All of src/ (tests and src/testing/ itself are not linted by this block).
    target: `./${api}`,
    from: `./${api}/testing`,
    message: 'Test support (fakes, seeds, callers) lives in src/testing/ and only tests import it.',
  },
  { target: `./${api}/services`, from: `./${api}/trpc.ts`, message: 'Services throw AppError; only routers know tRPC.' },
  {
    target: apiInfra,
    from: [`./${api}/services`, `./${api}/routers`],
    message: 'Infrastructure never imports a feature: register it in a composition root (root.ts, jobs.ts).',
  },
];

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
  { files: [`${web}/**/*.tsx`], ignores: tests, rules: noMutationsInComponents },
  { files: [`${web}/**/*.test.{ts,tsx}`, `${web}/**/testing/**`], rules: restrict([kyselySubpaths, domainAndClientOnlyInTests, trpcServer]) },
  { files: ['packages/domain/**/*.ts'], rules: restrict([kyselySubpaths, noneOfOurs, trpcServer]) },
  { files: ['packages/db/**/*.ts'], rules: restrict([noneOfOurs, trpcServer], []) },
  { files: ['packages/api/src/services/**/*.ts'], rules: restrict([kyselySubpaths, trpcServer]) },
  {
    files: [`${web}/**/*.{ts,tsx}`, `${api}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/apps/web/tsconfig.json`, `${root}/packages/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: [`${web}/**/*.{ts,tsx}`], ignores: tests, rules: restrictPaths([...webLayers, webCompositionZone]) },
  // The feature-folder rule, under its own name so that it adds to the layer zones above (one rule's options replace another block's).
  {
    files: [`${web}/features/**/*.{ts,tsx}`],
    ignores: tests,
    plugins: { 'feature-folders': importX },
    rules: { 'feature-folders/no-restricted-paths': ['error', { basePath: root, zones: webFeatures }] },
  },
  { files: [`${api}/**/*.ts`], ignores: tests, rules: restrictPaths(apiLayers) },
);
