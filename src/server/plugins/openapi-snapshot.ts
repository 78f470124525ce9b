import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The committed OpenAPI document: the test suite fails when the generated one differs. */
export const OPENAPI_SNAPSHOT = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

/** The generated document as committed: pretty JSON with a final newline, so diffs read well. */
export const openApiDocument = (app: FastifyInstance): string => `${JSON.stringify(app.swagger(), null, 2)}\n`;
