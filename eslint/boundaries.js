// Import boundaries of src/ (decisions 026, 033, 095), read by eslint.config.js: the zod/mini ban every
// no-restricted-imports list carries, and the import zones of import-x/no-restricted-paths.
import { readdirSync } from 'node:fs';

// Decision 033: classic zod everywhere (zod/mini was only for bundle size). Every
// no-restricted-imports list below goes through restrict(), so each keeps this pattern too.
export const NO_ZOD_MINI = {
  group: ['zod/mini', 'zod/mini/*', 'zod/v4/mini', 'zod/v4/mini/*'],
  message: "Use classic zod (import { z } from 'zod'): zod/mini was only for bundle size (decision 033).",
};
export const restrict = (patterns) => ['error', { patterns: [...patterns, NO_ZOD_MINI] }];
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Import zones (decision 095, bulletproof-react's way): each feature stands alone, shared code
// imports no feature, and the admin's areas follow decision 026 (users → auth → admin root and ui).
const WEB_FEATURES = foldersIn('src/web/features');
const ADMIN_AREAS = foldersIn('src/web/features/admin').filter((area) => area !== 'ui');
const AUTH_USERS = ['users', 'lender-users', 'lender-settings'];
export const zones = [
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared imports no app code.' },
  // Decision 126: the services' types are the one thing of the server the screens see (no-restricted-imports
  // in eslint.config.js lets only a type import through).
  {
    target: './src/web',
    from: './src/server',
    except: ['./services.ts'],
    message: 'The browser bundle must not import server code (only the types of src/server/services.ts).',
  },
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
    except: [`./${area}`, './admin-routes-options.ts', ...(area === 'users' ? ['./auth'] : [])],
    message: 'Admin server areas: users → auth → admin root; applications, messages use the root only: decision 026.',
  })),
];

// Decision 144: the server's modules in layers, lowest first. A module imports only modules below it, and
// only through their index.ts; so no arrow points back up and there is no circle, type imports included.
// The rest of src/server (app.ts, services.ts, plugins, cli) also reaches a module through its index.ts.
export const SERVER_LAYERS = [
  'messaging',
  'verification',
  'health',
  'contact',
  'analytics',
  'ab-tests',
  'retention',
  'audit',
  'auth',
  'lenders/directory',
  'lenders/ledger',
  'lenders/inbound',
  'consent-certificate',
  'lenders/panel',
  'lenders/scorecard',
  'lenders/portal',
  'review-requests',
  'applications',
  'analytics-admin',
  'applicant-record',
  'data-rights',
  'complaints',
  'remarketing',
  'outcomes',
  'admin',
];
const LAYER_MESSAGE =
  'A server module imports only the index.ts of a module below it in SERVER_LAYERS (eslint/boundaries.js, ' +
  'decision 144).';
export const serverLayerZones = [
  ...SERVER_LAYERS.map((module, rank) => ({
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [`./${module}`, ...SERVER_LAYERS.slice(0, rank).map((lower) => `./${lower}/index.ts`)],
    message: LAYER_MESSAGE,
  })),
  {
    target: ['./src/server/*.ts', './src/server/plugins', './src/server/cli'],
    from: './src/server/modules',
    except: SERVER_LAYERS.map((module) => `./${module}/index.ts`),
    message: 'Outside src/server/modules, a module is reached through its index.ts only (decision 144).',
  },
];
