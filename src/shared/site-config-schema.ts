import { z } from 'zod';

// The firm's configuration (identity, reviews, representative example and estimate rule), read
// from the SITE_CONFIG JSON file by the build and by the server (decision 012).

const text = z.string().trim().min(1);

const testimonialSchema = z.object({
  name: text,
  location: text,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  /** Relative date as shown on the card, e.g. "2 weeks ago". */
  date: text,
  text,
  verified: z.boolean(),
});

export const siteConfigSchema = z.object({
  identity: z.object({
    companyName: text,
    legalEntity: text,
    companyNumber: z.string().regex(/^[A-Z0-9]{8}$/, 'must be an 8-character Companies House number'),
    fcaFrn: z.string().regex(/^\d{6,7}$/, 'must be the 6 or 7 digit FCA firm reference number'),
    registeredAddress: text,
    phone: text,
    phoneHref: z.string().regex(/^tel:\+\d{6,15}$/, 'must be tel:+<digits>'),
    email: z.email(),
    complaintsEmail: z.email(),
    openingHours: z.array(z.object({ days: text, hours: text })).min(1),
    complaintsPhoneHours: text,
  }),
  reviews: z.object({
    rating: z.object({ score: z.number().min(0).max(5), outOf: z.literal(5), reviews: z.number().int().min(0) }),
    customers: text,
    testimonials: z.array(testimonialSchema),
  }),
  pricing: z.object({
    representativeApr: z.number().positive(),
    rateRange: z.object({ minApr: z.number().nonnegative(), maxApr: z.number().positive() }),
    representativeExample: z.object({
      amount: z.number().positive(),
      term: z.number().int().positive(),
      monthlyPayment: z.number().positive(),
      totalRepayable: z.number().positive(),
      interest: z.number().nonnegative(),
      /** The fixed annual interest rate stated beside the APR. */
      interestRate: z.number().nonnegative(),
    }),
    /** The applicant's estimate: round(amount × multiplier ÷ term). */
    estimate: z.object({ multiplier: z.number().min(1).max(3) }),
  }),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type Testimonial = SiteConfig['reviews']['testimonials'][number];
