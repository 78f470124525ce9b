import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import * as admin from './route-config/admin.ts';
import * as apply from './route-config/apply.ts';
import * as core from './route-config/content-core.ts';
import * as guides from './route-config/content-guides.ts';
import * as legal from './route-config/content-legal.ts';
import * as lenders from './route-config/lenders.ts';
import * as record from './route-config/record.ts';
import * as site from './route-config/content-site.ts';

// Each feature area keeps its routes in route-config/*, so the areas can grow independently.
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    ...core.routes,
    ...guides.routes,
    ...legal.routes,
    ...site.routes,
    route('*', 'routes/not-found.tsx'),
  ]),
  ...apply.routes,
  ...admin.routes,
  ...lenders.routes,
  ...record.routes,
] satisfies RouteConfig;
