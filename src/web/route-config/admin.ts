import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The admin back office (client-rendered from the SPA shell, loaded lazily). */
export const routes: RouteConfigEntry[] = [];
