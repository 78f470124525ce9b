import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Import zones (decision 095, bulletproof-react's way): each feature stands alone, shared code
// imports no feature, and the admin's areas follow decision 026 (users → auth → admin root and ui).
const WEB_FEATURES = foldersIn('src/web/features');
const ADMIN_AREAS = foldersIn('src/web/features/admin').filter((area) => area !== 'ui');
const AUTH_USERS = ['users', 'lender-users', 'lender-settings'];
const zones = [
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared imports no app code.' },
  { target: './src/web', from: './src/server', message: 'The browser bundle must not import server code.' },
  { target: './src/server', from: './src/web', message: 'Server code must not import web code.' },
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to src/web/components or src/web/lib.',
  })),
  {
    target: ['./src/web/components', './src/web/lib', './src/web/islands'],
    from: ['./src/web/features', './src/web/routes', './src/web/route-config'],
    message: 'Shared web code imports no feature or route.',
  },
  {
    target: './src/web/features',
    from: ['./src/web/routes', './src/web/route-config'],
    message: 'Features do not import routes.',
  },
  ...ADMIN_AREAS.map((area) => ({
    target: `./src/web/features/admin/${area}`,
    from: './src/web/features/admin',
    // AUTH_USERS also import auth (re-authentication: users, lender users 099, a secret 098).
    except: [`./${area}`, './ui', './endpoint.ts', ...(AUTH_USERS.includes(area) ? ['./auth'] : [])],
    message: `An admin area imports only its own files, ui/, endpoint.ts (and auth for ${AUTH_USERS.join(', ')}).`,
  })),
  {
    target: './src/web/features/admin/ui',
    from: './src/web/features/admin',
    // The shell (ui/admin-shell.tsx) checks the session and signs out.
    except: ['./ui', './endpoint.ts', './auth/auth-api.ts'],
    message: 'Admin ui/ imports no admin area: decision 026.',
  },
  {
    target: ['./src/server/lib', './src/server/db', './src/server/jobs', './src/server/observability'],
    from: ['./src/server/modules', './src/server/plugins'],
    message: 'Server infrastructure imports no module or plugin.',
  },
  ...['applications', 'messages', 'auth', 'users'].map((area) => ({
    target: `./src/server/modules/admin/${area}`,
    from: './src/server/modules/admin',
    except: [
      `./${area}`,
      './admin-audit.repository.ts',
      './admin-routes-options.ts',
      ...(area === 'users' ? ['./auth'] : []),
    ],
    message: 'Admin server areas: users → auth → admin root; applications, messages use the root only: decision 026.',
  })),
];

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
  // Decision 101: the back office validates with the server's own schemas (#shared/admin/*,
  // #shared/lender-portal/*), never a copy; its code takes zod's types only.
  {
    files: ['src/web/features/admin/**', 'src/web/routes/admin-*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#server/*', '**/server/**'], message: 'The browser bundle must not import server code.' },
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
