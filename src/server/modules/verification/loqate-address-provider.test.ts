import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressApp } from '#tests/support/address-app.ts';
import { systemClock } from '#server/lib/clock.ts';
import { AddressProviderError } from './address.types.ts';
import { createLoqateProvider } from './loqate-address-provider.ts';

// A local fake of Loqate Capture Interactive on 127.0.0.1: real HTTP, real JSON, real timeouts.
type Handler = (url: URL, res: ServerResponse) => void;
let handler: Handler = () => undefined;
const requests: URL[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  handler(url, res);
});
let baseUrl = '';
const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Generous by default (a loaded CI machine); the timeout case sets its own short one.
const provider = (timeoutMs = 5_000) => createLoqateProvider({ key: 'AA11-BB22-CC33-DD44', baseUrl, timeoutMs });

describe('Loqate adapter', () => {
  it('calls Find v1.1 with the key, text and container and maps the items', async () => {
    handler = (url, res) =>
      json(res, {
        Items: [
          {
            Id: 'GB|RM|A|1',
            Type: 'Address',
            Text: '10 Downing Street',
            Highlight: '',
            Description: 'London, SW1A 2AA',
          },
          { Id: 'GB|RM|ENG|2AA-SW1A', Type: 'Postcode', Text: 'SW1A 2AA', Description: 'London - 4 Addresses' },
        ],
      });
    const items = await provider().find({ text: 'SW1A 2AA', containerId: 'GB|RM|ENG|2AA-SW1A' });
    expect(items).toEqual([
      { Id: 'GB|RM|A|1', Type: 'Address', Text: '10 Downing Street', Description: 'London, SW1A 2AA' },
      { Id: 'GB|RM|ENG|2AA-SW1A', Type: 'Postcode', Text: 'SW1A 2AA', Description: 'London - 4 Addresses' },
    ]);
    const url = requests.at(-1)!;
    expect(url.pathname).toBe('/Capture/Interactive/Find/v1.1/json3.ws');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      Key: 'AA11-BB22-CC33-DD44',
      Text: 'SW1A 2AA',
      Container: 'GB|RM|ENG|2AA-SW1A',
      Countries: 'GB',
    });
  });

  it('calls Retrieve v1.2 and maps the English item', async () => {
    handler = (_url, res) =>
      json(res, {
        Items: [
          {
            Id: 'GB|RM|A|1',
            Language: 'ENG',
            Line1: '10 Downing Street',
            Line2: '',
            City: 'London',
            Province: 'Greater London',
            PostalCode: 'SW1A 2AA',
            BuildingNumber: '10',
            Street: 'Downing Street',
          },
        ],
      });
    expect(await provider().retrieve('GB|RM|A|1')).toEqual({
      Line1: '10 Downing Street',
      Line2: '',
      City: 'London',
      PostalCode: 'SW1A 2AA',
      County: 'Greater London',
      BuildingNumber: '10',
      Street: 'Downing Street',
      SubBuilding: undefined,
      BuildingName: undefined,
    });
    expect(requests.at(-1)!.pathname).toBe('/Capture/Interactive/Retrieve/v1.2/json3.ws');
    handler = (_url, res) => json(res, { Items: [] });
    expect(await provider().retrieve('GB|RM|A|404')).toBeNull();
  });

  it(
    'maps Loqate errors, HTTP errors, bad JSON and timeouts to ' + 'AddressProviderError without leaking the key',
    async () => {
      const cases: Handler[] = [
        (_u, res) =>
          json(res, {
            Items: [
              {
                Error: '2',
                Description: 'Unknown key',
                Cause: 'The key you are using to access the service was not found.',
                Resolution: '',
              },
            ],
          }),
        (_u, res) => json(res, { message: 'down' }, 503),
        (_u, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{not json');
        },
        (_u, res) => json(res, { nothing: true }),
        () => undefined, // never answers: the adapter's timeout fires
      ];
      for (const [i, h] of cases.entries()) {
        handler = h;
        const error = await provider(i === cases.length - 1 ? 300 : 5_000)
          .find({ text: 'SW1A 2AA' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AddressProviderError);
        expect((error as Error).message).not.toContain('AA11-BB22');
      }
      expect(
        String(
          await provider(300)
            .find({ text: 'x' })
            .catch((e: Error) => e.message),
        ),
      ).toMatch(/timed out after 300 ms/);
    },
  );

  it('the routes answer 502 {success:false, message} when the provider fails', async () => {
    handler = (_u, res) => json(res, { Items: [{ Error: '3', Description: 'Account out of credit' }] });
    const app = await addressApp({ provider: provider(), clock: systemClock });
    try {
      for (const url of [
        '/api/validation/address/search?postcode=SW1A2AA',
        '/api/validation/address/retrieve?id=GB%7CRM%7CA%7C1',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          success: false,
          message: 'Address lookup is unavailable just now. Please enter your address manually.',
        });
      }
    } finally {
      await app.close();
    }
  });
});
