export * from './applications.ts';
export * from './sessions.ts';
export * from './analytics.ts';
export * from './ab-tests.ts';
export * from './remarketing.ts';
export * from './admin.ts';
export * from './rate-limits.ts';
export * from './key-checks.ts';
