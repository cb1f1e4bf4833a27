// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import clock from './eslint/injected-clock.js';
import boundaries from './eslint/module-boundaries.js';

// A later config's `no-restricted-syntax` replaces an earlier one's for the files both match, so
// every api/ config that sets the rule lists this selector again.
const NO_RAW_OBJECT_STORE = {
  selector: "MemberExpression[property.name='minioClient']",
  message: 'Use an ObjectStore method (presignGet, putStream, removePrefix, ...), not its MinIO client.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'console/dist/**',
      'clients/typescript/dist/**',
      'node_modules/**',
      '.local/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its rejection (an unhandled rejection stops
    // Node), and a promise handed to a callback that ignores it does the same.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['console/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Module internals stay private, and programs apart (docs/architecture.md);
    // test/build/module-boundaries.test.ts proves the rules fire.
    files: ['api/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/module-surface': [
        'error',
        {
          root: import.meta.dirname,
          // White-box benches: they time a module's own queries, decoding or seeding directly,
          // below its surface, as tests may (docs/architecture.md, "The boundary rule").
          whiteBox: [
            'bench/data/',
            'bench/devices/checkin-bench.ts',
            'bench/devices/upload-bench.ts',
            'bench/inference/direct.ts',
          ],
        },
      ],
    },
  },
  {
    files: [
      'api/**/*.ts',
      'operator/**/*.ts',
      'agent/**/*.ts',
      'console/**/*.{ts,tsx}',
      'contracts/**/*.ts',
      'clients/typescript/**/*.ts',
    ],
    plugins: { boundaries },
    rules: { 'boundaries/programs': ['error', { root: import.meta.dirname }] },
  },
  {
    // The API reads the time from its injected Clock, so tests move time instead of sleeping;
    // test/build/module-boundaries.test.ts proves the rule fires.
    files: ['api/**/*.ts'],
    ignores: ['api/lib/clock.ts'],
    plugins: { clock },
    rules: { 'clock/injected': 'error' },
  },
  {
    // The API reaches the object store only through ObjectStore's intention methods; its MinIO
    // client is for tests and benches that play an outside actor.
    files: ['api/**/*.ts'],
    ignores: ['api/lib/storage.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_RAW_OBJECT_STORE] },
  },
  {
    // A module's surface offers domain types, never its stored documents (`*Doc`): a consumer
    // defines the view it needs in its ports, and the provider maps to it.
    files: ['api/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_RAW_OBJECT_STORE,
        {
          selector: 'ExportNamedDeclaration ExportSpecifier[exported.name=/Doc$/]',
          message: 'A stored document type stays inside its module; offer a domain type.',
        },
      ],
    },
  },
  {
    // Services hand their repositories domain criteria; only a repository speaks MongoDB's query
    // language, so a change of collection layout stays inside it (docs/architecture.md).
    files: ['api/modules/**/service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'mongodb', message: 'Services hand repositories criteria, not MongoDB types.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        NO_RAW_OBJECT_STORE,
        {
          selector: 'Property > Literal.key[value=/^\\$/]',
          message: 'A query operator belongs in the repository; hand it domain criteria.',
        },
        {
          selector: 'Property > Identifier.key[name=/^\\$/]',
          message: 'A query operator belongs in the repository; hand it domain criteria.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'test/**', 'bench/**', 'clients/*/generate.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read response bodies as loosely typed JSON.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
