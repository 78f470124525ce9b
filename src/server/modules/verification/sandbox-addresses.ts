// Sample addresses of the sandbox address provider (ADDRESS_PROVIDER=sandbox, the default), listed
// in docs/trying-it.md under "Sandbox address lookup". Buildings with flats are containers to drill into.

export type SandboxPremises = { subBuilding?: string; buildingName?: string; buildingNumber?: string };
export type SandboxBuilding = SandboxPremises & { flats: string[] };
export type SandboxPostcode = {
  postcode: string;
  street: string;
  city: string;
  county: string;
  premises: (SandboxPremises | SandboxBuilding)[];
};

export const SANDBOX_POSTCODES: SandboxPostcode[] = [
  {
    postcode: 'SW1A 1AA',
    street: 'Buckingham Palace Road',
    city: 'London',
    county: 'Greater London',
    premises: [
      { buildingName: 'Buckingham Palace' },
      { buildingName: 'The Royal Mews' },
      { buildingName: "The Queen's Gallery" },
      { buildingName: 'Ambassador House', buildingNumber: '3', flats: ['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4'] },
    ],
  },
  {
    postcode: 'SW1A 2AA',
    street: 'Downing Street',
    city: 'London',
    county: 'Greater London',
    premises: [{ buildingNumber: '9' }, { buildingNumber: '10' }, { buildingNumber: '11' }, { buildingNumber: '12' }],
  },
  {
    postcode: 'EC1A 1BB',
    street: 'King Edward Street',
    city: 'London',
    county: 'Greater London',
    premises: [
      { buildingNumber: '1' },
      { buildingNumber: '3' },
      { buildingNumber: '5' },
      {
        buildingName: 'Postal House',
        buildingNumber: '7',
        flats: ['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4', 'Flat 5', 'Flat 6'],
      },
    ],
  },
  {
    postcode: 'W1A 1AA',
    street: 'Portland Place',
    city: 'London',
    county: 'Greater London',
    premises: [
      { buildingName: 'Broadcasting House' },
      { buildingNumber: '2' },
      { buildingNumber: '4' },
      { buildingNumber: '6' },
    ],
  },
  {
    postcode: 'M1 1AE',
    street: 'Dale Street',
    city: 'Manchester',
    county: 'Greater Manchester',
    premises: [
      { buildingNumber: '10' },
      { buildingNumber: '12' },
      { buildingNumber: '14' },
      {
        buildingName: 'Rochdale Canal Apartments',
        buildingNumber: '16',
        flats: ['Apartment 1', 'Apartment 2', 'Apartment 3', 'Apartment 4', 'Apartment 5'],
      },
    ],
  },
  {
    postcode: 'B33 8TH',
    street: 'Station Road',
    city: 'Birmingham',
    county: 'West Midlands',
    premises: [{ buildingNumber: '21' }, { buildingNumber: '23' }, { buildingNumber: '25' }, { buildingNumber: '27' }],
  },
  {
    postcode: 'CR2 6XH',
    street: 'Sanderstead Road',
    city: 'South Croydon',
    county: 'Surrey',
    premises: [
      { buildingNumber: '102' },
      { buildingNumber: '104' },
      { buildingNumber: '106' },
      { buildingName: 'Heathfield Court', flats: ['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4'] },
    ],
  },
  {
    postcode: 'DN55 1PT',
    street: 'Thorne Road',
    city: 'Doncaster',
    county: 'South Yorkshire',
    premises: [
      { buildingNumber: '1' },
      { buildingNumber: '3' },
      { buildingNumber: '5' },
      { buildingName: 'Grove House' },
    ],
  },
];
