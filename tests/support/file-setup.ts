import { afterAll } from 'vitest';
import { closeFileResources } from './file-end.ts';

// Run before each server test file (vitest `setupFiles`): its resources close after its own hooks.
afterAll(closeFileResources);
