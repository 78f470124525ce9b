// The sample site configuration: the development default and the fallback of every build and
// boot without SITE_CONFIG. The production start refuses it (identity and reviews are not a
// real firm's; decision 012) and every page says it shows demo data (decision 122). The
// representative example is the spec's loan (£500 over 6 months at 91% APR) with the payment that
// APR really gives by CONC App 1.2: the spec's £106.79 is 140.4% APR (issue 42 item 3). The
// estimate multiplier is the spec's rule of thumb for step 1, labelled there as an estimate.
import type { SiteConfig } from './site-config-schema.ts';

export const sampleIdentity: SiteConfig['identity'] = {
  companyName: 'ClearPath Loans',
  legalEntity: 'ClearPath Finance Ltd',
  companyNumber: '14820365',
  fcaFrn: '764855',
  registeredAddress: '2 Riverside Way, Leeds, LS1 4EF',
  phone: '0808 157 0192',
  phoneHref: 'tel:+448081570192',
  email: 'help@clearpathloans.co.uk',
  complaintsEmail: 'complaints@clearpathloans.co.uk',
  openingHours: [
    { days: 'Monday to Friday', hours: '9am to 6pm' },
    { days: 'Saturday', hours: '10am to 4pm' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  complaintsPhoneHours: 'Monday to Friday, 9am to 5pm',
};

export const sampleReviews: SiteConfig['reviews'] = {
  rating: { score: 4.6, outOf: 5, reviews: 523 },
  customers: '10,000',
  testimonials: [
    {
      name: 'Sarah M.',
      location: 'Manchester',
      rating: 5,
      date: '2 weeks ago',
      text:
        'My boiler broke in the middle of winter and I needed help quickly. The ' +
        'application was simple, it told me straight away that the search would ' +
        'not affect my credit score, and a lender got in touch the same afternoon.',
      verified: false,
    },
    {
      name: 'James T.',
      location: 'Bristol',
      rating: 5,
      date: '1 month ago',
      text:
        'I liked that the costs were shown clearly before I agreed to anything. No ' +
        'hidden fees, and the lender explained the total I would repay before I ' +
        'signed.',
      verified: false,
    },
    {
      name: 'Priya K.',
      location: 'Leicester',
      rating: 4,
      date: '1 month ago',
      text:
        'My credit history is not great, so I was nervous about applying. I was ' +
        'matched with a lender who looked at my income and outgoings rather than ' +
        'just my score. The form is quite long, but it only took a few minutes.',
      verified: false,
    },
    {
      name: 'David R.',
      location: 'Glasgow',
      rating: 5,
      date: '2 months ago',
      text:
        'Needed money for a car repair so I could get to work. I had an answer ' +
        'within minutes and the funds were in my account the next morning.',
      verified: false,
    },
    {
      name: 'Emma L.',
      location: 'Cardiff',
      rating: 4,
      date: '3 months ago',
      text:
        'I called with a question about how the soft search works and the person I ' +
        'spoke to was friendly and patient. They explained I was under no ' +
        'obligation to accept any offer.',
      verified: false,
    },
    {
      name: 'Michael B.',
      location: 'Newcastle',
      rating: 3,
      date: '4 months ago',
      text:
        'No lender could help me the first time I applied, which was ' +
        'disappointing, but I was told why and pointed to free debt advice. I ' +
        'applied again a few months later once my finances were more settled and ' +
        'was matched.',
      verified: false,
    },
  ],
};

export const samplePricing: SiteConfig['pricing'] = {
  representativeApr: 91,
  rateRange: { minApr: 9.3, maxApr: 1721 },
  representativeExample: {
    amount: 500,
    term: 6,
    monthlyPayment: 100.22,
    totalRepayable: 601.32,
    interest: 101.32,
    // The fixed borrowing rate, nominal a year: 12 × the monthly rate, (1.91^(1/12) − 1).
    interestRate: 66.5,
  },
  estimate: { multiplier: 1.28 },
};

export const sampleSiteConfig: SiteConfig = {
  identity: sampleIdentity,
  reviews: sampleReviews,
  pricing: samplePricing,
};
