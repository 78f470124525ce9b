import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { restrict, serverLayerZones, zones } from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Libraries are never read for cycles (they cannot import ours): only src/ is parsed twice.
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // Tests and fixtures may reach into a module's files (white-box); app code goes through index.ts.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverLayerZones] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Nothing imports a test file, so none can be in a cycle: the cycle walk starts from app code only.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier wraps code at 120 columns but not strings or comments: split those by hand.
      'max-len': ['error', { code: 120, tabWidth: 2 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Files without a list of their own below (tests, scripts, tooling) still get the zod/mini one.
  { files: ['**/*.{js,ts,tsx}'], rules: { 'no-restricted-imports': restrict([]) } },
  // Import direction (house style): shared imports nothing app-specific; web and server never import each other.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['\\#server/*', '\\#web/*', '**/server/**', '**/web/**'],
          message: 'src/shared must not import server or web code.',
        },
        {
          group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'],
          message: 'src/shared runs in the browser and on the server: no Node, DOM framework or database imports.',
        },
      ]),
    },
  },
  // Decision 126: the screens' loaders and actions take the server's services by type (handed over in the
  // router context at run time); a type import is erased, so no server code reaches a bundle.
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['\\#server/*', '**/server/**'],
          allowTypeImports: true,
          message: 'The browser bundle must not import server code (its types only).',
        },
      ]),
    },
  },
  // Decision 101: the back office validates with the server's own schemas (#shared/admin/*,
  // #shared/lender-portal/*), never a copy; its code takes zod's types only.
  {
    files: ['src/web/features/admin/**', 'src/web/routes/admin-*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['\\#server/*', '**/server/**'], message: 'The browser bundle must not import server code.' },
        {
          regex: '^zod(/|$)',
          allowTypeImports: true,
          message: "Admin forms and calls use the server's schemas from #shared/admin/* (decision 101), not their own.",
        },
      ]),
    },
  },
  // The islands script is inlined into every content page: plain DOM code, no framework (decision 009).
  {
    files: [
      'src/web/islands/**',
      'src/web/lib/analytics.ts',
      'src/web/lib/consent.ts',
      'src/web/lib/api-client.ts',
      'src/web/lib/exit-intent-rules.ts',
    ],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['\\#server/*', '**/server/**'], message: 'The browser bundle must not import server code.' },
        {
          group: [
            'react',
            'react-dom',
            'react-dom/*',
            'react-router',
            'radix-ui',
            'lucide-react',
            '@tanstack/*',
            '*.tsx',
          ],
          message: 'Islands code is inlined into every page: no framework or component imports.',
        },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['\\#web/*', '**/web/**'], message: 'Server code must not import web code.' },
      ]),
    },
  },
  // Only the env module, tooling and tests read process.env.
  {
    files: [
      'src/server/env.ts',
      'src/server/cli/**',
      'scripts/**',
      'tests/**',
      'bench/**',
      '*.config.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
