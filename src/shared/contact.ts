import { z } from 'zod';

/** docs/product.md#public-site: the contact form's confirmation (a browser alert, and the API's message). */
export const CONTACT_CONFIRMATION = "Thank you for your message. We'll get back to you soon!";

const optionalText = (schema: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * The contact form (docs/product.md#public-site): name, email and message required, phone optional.
 * POST /api/contact checks its body with it, and /contact's action the posted form (decision 130).
 */
export const contactBodySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  phone: optionalText(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Please enter a valid phone number, or leave it blank'),
  ),
  message: z.string().trim().min(1, 'Please enter your message').max(5000, 'Message must be at most 5,000 characters'),
});

export type ContactInput = z.output<typeof contactBodySchema>;
