import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

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
  // Import direction (house style): shared imports nothing app-specific; web and server never import each other.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['#server/*', '#web/*', '**/server/**', '**/web/**'],
          message: 'src/shared must not import server or web code.',
        },
        {
          group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'],
          message: 'src/shared runs in the browser and on the server: no Node, DOM framework or database imports.',
        },
      ]),
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#server/*', '**/server/**'], message: 'The browser bundle must not import server code.' },
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
      'src/web/features/exit-intent/exit-intent-rules.ts',
    ],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#server/*', '**/server/**'], message: 'The browser bundle must not import server code.' },
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
        { group: ['#web/*', '**/web/**'], message: 'Server code must not import web code.' },
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
