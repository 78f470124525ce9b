/** What a complaint should include (the five items of docs/product.md#public-site). */
export const complaintChecklist: string[] = [
  'your full name and contact details (email address, phone number or postal address)',
  'your application reference, if you have one',
  'a clear description of what went wrong and when',
  'what you would like us to do to put it right',
  'any evidence that supports your complaint, such as emails, letters or screenshots',
];

/** The three stages of our complaints procedure and their time limits (DISP 1.6). */
export const complaintStages: { title: string; timing: string; text: string }[] = [
  {
    title: 'Acknowledgement',
    timing: 'Within 3 business days',
    text:
      'We confirm that we have received your complaint, give you a complaint ' +
      'reference and tell you who is handling it. If we resolve it to your ' +
      'satisfaction by the end of the third business day, we confirm that in ' +
      'writing instead.',
  },
  {
    title: 'Investigation',
    timing: 'Final response aimed within 8 weeks',
    text:
      'Someone who was not involved in the matter looks into it fairly, reviews ' +
      'our records and may contact you for more information. We keep you ' +
      'updated, and if we cannot finish within 8 weeks we write to explain why ' +
      'and when we expect to respond.',
  },
  {
    title: 'Final response',
    timing: 'In writing',
    text:
      'We write to you with our decision, the reasons for it and, if we uphold ' +
      'your complaint, how we will put things right. Our final response explains ' +
      'your right to refer the complaint to the Financial Ombudsman Service.',
  },
];

export const ombudsman = {
  url: 'https://www.financial-ombudsman.org.uk',
  phone: '0800 023 4567',
  phoneHref: 'tel:+448000234567',
  email: 'complaint.info@financial-ombudsman.org.uk',
  address: 'Financial Ombudsman Service, Exchange Tower, London E14 9SR',
} as const;
