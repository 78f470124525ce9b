export type NavLink = { label: string; to: string };

/** Header navigation (docs/product.md#public-site), in its order. */
export const headerLinks: NavLink[] = [
  { label: 'Loan Types', to: '/loan-types' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'About', to: '/about' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Guides', to: '/guides' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
];

/** Footer link groups: Loan Services, Resources, Legal. */
export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Loan Services',
    links: [
      { label: 'Loan types', to: '/loan-types' },
      { label: 'Emergency loans', to: '/emergency-loans' },
      { label: 'Bad credit loans', to: '/bad-credit-loans' },
      { label: 'Same day loans', to: '/same-day-loans' },
      { label: 'Payday loan alternative', to: '/payday-loan-alternative' },
      { label: 'Payday loan alternatives guide', to: '/payday-loan-alternatives' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'How it works', to: '/how-it-works' },
      { label: 'Guides', to: '/guides' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Reviews', to: '/reviews' },
      { label: 'About us', to: '/about' },
      { label: 'Our lenders', to: '/our-lenders' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms and conditions', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Cookie policy', to: '/cookies' },
      { label: 'Complaints', to: '/complaints' },
      { label: 'Responsible lending', to: '/responsible-lending' },
    ],
  },
];

export const socialLinks: NavLink[] = [
  { label: 'Facebook', to: 'https://www.facebook.com/clearpathloans' },
  { label: 'X (Twitter)', to: 'https://x.com/clearpathloans' },
  { label: 'LinkedIn', to: 'https://www.linkedin.com/company/clearpathloans' },
];
