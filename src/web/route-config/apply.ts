import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The application screens (client-rendered from the SPA shell, not prerendered). */
export const routes: RouteConfigEntry[] = [];
