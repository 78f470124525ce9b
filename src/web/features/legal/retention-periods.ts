/**
 * How long each kind of personal data is kept, as published in the privacy policy. The retention
 * purge job must delete or anonymise data no later than these periods.
 */
export const retentionPeriods: { data: string; period: string }[] = [
  {
    data: 'An application you started but did not submit',
    period: '90 days after your last activity on it',
  },
  {
    data: 'A submitted application, its lender results and your consents',
    period:
      '6 years after you submitted it, so that we can answer complaints and ' +
      'legal claims and meet FCA record-keeping rules',
  },
  { data: 'Complaint records', period: '6 years after the complaint is closed' },
  { data: 'Messages sent through our contact form', period: '2 years after the last message' },
  {
    data: 'Marketing opt-outs (your email address or phone number only)',
    period: 'For as long as we send marketing, so that we never contact you again',
  },
  { data: 'Your visitor session on our website', period: '30 days after your last visit' },
  { data: 'Website usage (analytics) events', period: '26 months' },
];
