// The made-up lead `npm run lender:check` sends (lender-check.ts): no real person's data.

/** A lead every lender can price: £500 over 6 months, employed, income £2,500, expenses £900. */
export const SAMPLE_PING = {
  loan: { amount: 500, term: 6, purpose: 1 },
  applicant: {
    age: 35,
    employmentType: 1,
    monthlyIncome: 2500,
    monthlyExpenses: 900,
    estimatedMonthlyPayment: 107,
    mobileCheck: 'passed',
    residentialStatus: 1,
    payFrequency: 1,
    postcodeDistrict: 'SW1A',
  },
  quality: { class: 'good', reasons: [] },
};
export const SAMPLE_POST = {
  ...SAMPLE_PING,
  person: {
    title: 1,
    firstName: 'Test',
    lastName: 'Applicant',
    email: 'lender-check@example.com',
    mobilePhone: '07911123456',
    homePhone: null,
    dateOfBirth: '1990-01-15',
    maritalStatus: 1,
    dependents: 0,
  },
  address: {
    house: '10',
    street: 'Downing Street',
    town: 'London',
    county: null,
    postcode: 'SW1A 2AA',
    residentialStatus: 1,
    monthsAtAddress: 48,
  },
  employment: {
    employmentType: 1,
    employerName: 'Example Ltd',
    jobTitle: 'Tester',
    monthsAtEmployer: 36,
    payFrequency: 1,
    nextPayDate: null,
    followingPayDate: null,
  },
  consent: { creditCheck: true, consentedAt: null },
  // A real lead's certificate is fetched with a signed GET (docs/lender-protocol.md); this one does not exist.
  consentCertificateUrl: 'https://broker.example/api/lenders/v1/consent-certificates/' + '0'.repeat(40),
};
