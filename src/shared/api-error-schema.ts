import { z } from 'zod';
import type { ErrorResponse, FieldError } from './api-error.ts';

// The contract's error body as a zod schema, for the `response` schemas of the routes (and so the
// API document). Its types are those of api-error.ts, which the browser reads errors with.

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() }) satisfies z.ZodType<FieldError>;

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
}) satisfies z.ZodType<ErrorResponse>;

/** An error with no field messages (404, 409, 429...): the same shape, documented without `errors`. */
export const messageResponse = errorResponse.pick({ message: true });
