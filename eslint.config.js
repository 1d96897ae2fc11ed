import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Feature-Sliced layers: each layer imports only from the layers below it (and a slice from itself).
const layersBelow = {
  app: ['app', 'pages', 'widgets', 'features', 'entities', 'shared'],
  pages: ['widgets', 'features', 'entities', 'shared'],
  widgets: ['features', 'entities', 'shared'],
  features: ['entities', 'shared'],
  entities: ['shared'],
  shared: ['shared'],
};

// Server module boundaries (docs/architecture.md, «Module anatomy»): a module reaches another only through its
// index.ts; the lower layers never import a module; test helpers and the entry points use index.ts files only.
const serverSrc = './apps/server/src';
const serverModules = readdirSync(`${serverSrc}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndexes = serverModules.map((name) => `./${name}/index.ts`);
const serverLayers = ['http', 'db', 'mail', 'jobs', 'storage', 'lib', 'pipeline'];
const serverZones = [
  ...serverModules.map((name) => ({
    target: `${serverSrc}/modules/${name}`,
    from: `${serverSrc}/modules`,
    except: [`./${name}`, ...moduleIndexes.filter((index) => index !== `./${name}/index.ts`)],
    message: ' Another module is used only through its index.ts.',
  })),
  {
    target: [`${serverSrc}/modules/index.ts`, `${serverSrc}/app.ts`, `${serverSrc}/main.ts`, `${serverSrc}/test`],
    from: `${serverSrc}/modules`,
    except: ['./index.ts', ...moduleIndexes],
    message: ' A module is used only through its index.ts.',
  },
  {
    target: serverLayers.map((layer) => `${serverSrc}/${layer}`),
    from: [`${serverSrc}/modules`, `${serverSrc}/app.ts`, `${serverSrc}/main.ts`],
    message: ' http, db, mail, jobs, storage, lib and pipeline are lower layers: they never import a module.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.cache/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x treats .ts/.tsx files as unknown modules and no-cycle never follows them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      // boundaries resolves imports through the legacy `import/resolver` setting; without it no .ts/.tsx
      // import resolves and the layer rule silently passes everything.
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'pages', pattern: 'apps/web/src/pages/*' },
        { type: 'widgets', pattern: 'apps/web/src/widgets/*' },
        { type: 'features', pattern: 'apps/web/src/features/*' },
        { type: 'entities', pattern: 'apps/web/src/entities/*' },
        { type: 'shared', pattern: 'apps/web/src/shared' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // A slice is reached only through its public index.ts (shared: through each segment's index.ts).
          policies: Object.entries(layersBelow).map(([layer, allowed]) => ({
            from: { element: { type: layer } },
            allow: allowed.map((type) => ({
              to: { element: { type, fileInternalPath: type === 'shared' ? '*/index.{ts,tsx}' : 'index.{ts,tsx}' } },
            })),
          })),
        },
      ],
    },
  },
);
