export type Testimonial = {
  name: string;
  location: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Relative date as shown on the card, e.g. "2 weeks ago". */
  date: string;
  text: string;
  verified: boolean;
};

/**
 * The six testimonial cards of /reviews. Before launch these must be replaced by reviews exported
 * from the reviews service (real customers, quoted unedited, with their consent): publishing
 * invented reviews is unlawful for UK traders. The live widget block on the page is the long-term
 * source.
 */
export const testimonials: Testimonial[] = [
  {
    name: 'Sarah M.',
    location: 'Manchester',
    rating: 5,
    date: '2 weeks ago',
    text: 'My boiler broke in the middle of winter and I needed help quickly. The application was simple, it told me straight away that the search would not affect my credit score, and a lender got in touch the same afternoon.',
    verified: false,
  },
  {
    name: 'James T.',
    location: 'Bristol',
    rating: 5,
    date: '1 month ago',
    text: 'I liked that the costs were shown clearly before I agreed to anything. No hidden fees, and the lender explained the total I would repay before I signed.',
    verified: false,
  },
  {
    name: 'Priya K.',
    location: 'Leicester',
    rating: 4,
    date: '1 month ago',
    text: 'My credit history is not great, so I was nervous about applying. I was matched with a lender who looked at my income and outgoings rather than just my score. The form is quite long, but it only took a few minutes.',
    verified: false,
  },
  {
    name: 'David R.',
    location: 'Glasgow',
    rating: 5,
    date: '2 months ago',
    text: 'Needed money for a car repair so I could get to work. I had an answer within minutes and the funds were in my account the next morning.',
    verified: false,
  },
  {
    name: 'Emma L.',
    location: 'Cardiff',
    rating: 4,
    date: '3 months ago',
    text: 'I called with a question about how the soft search works and the person I spoke to was friendly and patient. They explained I was under no obligation to accept any offer.',
    verified: false,
  },
  {
    name: 'Michael B.',
    location: 'Newcastle',
    rating: 3,
    date: '4 months ago',
    text: 'No lender could help me the first time I applied, which was disappointing, but I was told why and pointed to free debt advice. I applied again a few months later once my finances were more settled and was matched.',
    verified: false,
  },
];
