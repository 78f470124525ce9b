import { describe, expect, it } from 'vitest';
import { addressApp } from '#tests/support/address-app.ts';
import { sandboxAddressProvider } from './sandbox-address-provider.ts';
import { manualClock } from '#server/lib/clock.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { SANDBOX_POSTCODES } from './sandbox-addresses.ts';
import { isUkMobile } from './phone.ts';

const { app } = await createTestApp({ siteRoot: null });

type Found = { success: boolean; addresses: { Id: string; Text: string; Description: string; Type: string }[] };
const search = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/validation/address/search?${query}` });
  return { status: response.statusCode, body: response.json() as Found & { message?: string } };
};
const retrieve = async (id: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/validation/address/retrieve?id=${encodeURIComponent(id)}`,
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; address?: Record<string, string>; message?: string },
  };
};

describe('address lookup (sandbox provider)', () => {
  it.each(SANDBOX_POSTCODES.map((p) => p.postcode))('%s has several addresses, each retrievable', async (postcode) => {
    const { status, body } = await search(`postcode=${encodeURIComponent(postcode.toLowerCase().replace(' ', ''))}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.addresses.length).toBeGreaterThanOrEqual(3);
    const address = body.addresses.find((a) => a.Type === 'Address')!;
    const detail = await retrieve(address.Id);
    expect(detail.status).toBe(200);
    expect(detail.body.address).toMatchObject({ PostalCode: postcode, Line1: address.Text.split(', ')[0] });
  });

  it('drills into a building with flats', async () => {
    const { body } = await search('postcode=EC1A%201BB');
    const building = body.addresses.find((a) => a.Type !== 'Address')!;
    expect(building).toMatchObject({
      Text: 'Postal House, 7 King Edward Street',
      Description: 'London, EC1A 1BB - 6 Addresses',
    });
    const flats = await search(`postcode=EC1A%201BB&containerId=${encodeURIComponent(building.Id)}`);
    expect(flats.body.addresses).toHaveLength(6);
    expect(flats.body.addresses.every((a) => a.Type === 'Address')).toBe(true);
    const flat = await retrieve(flats.body.addresses[1]!.Id);
    expect(flat.body).toEqual({
      success: true,
      address: {
        Line1: 'Flat 2, Postal House',
        Line2: '7 King Edward Street',
        City: 'London',
        PostalCode: 'EC1A 1BB',
        County: 'Greater London',
        SubBuilding: 'Flat 2',
        BuildingName: 'Postal House',
        BuildingNumber: '7',
        Street: 'King Edward Street',
      },
    });
    // A container is drilled into, not retrieved.
    expect((await retrieve(building.Id)).status).toBe(404);
  });

  it('answers an empty list for an unknown postcode and 400 without one', async () => {
    expect(await search('postcode=ZZ99%209ZZ')).toEqual({ status: 200, body: { success: true, addresses: [] } });
    expect(await search('postcode=%20')).toEqual({
      status: 400,
      body: { success: false, message: 'Postcode required' },
    });
    expect((await search('containerId=SBX|NOPE|1')).body).toEqual({ success: true, addresses: [] });
    expect((await retrieve('SBX|SW1A2AA|99')).status).toBe(404);
    expect((await retrieve('garbage')).status).toBe(404);
  });
});

describe('address lookup throttling', () => {
  it('limits lookups per client IP (each real lookup is paid for)', async () => {
    const clock = manualClock();
    const limitedApp = await addressApp({ provider: sandboxAddressProvider, clock, max: 2 });
    try {
      const remoteAddress = uniqueIp();
      const get = () =>
        limitedApp.inject({ method: 'GET', url: '/api/validation/address/search?postcode=SW1A2AA', remoteAddress });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect((third.json() as { message: string }).message).toMatch(/^Too many address lookups/);
      // A new window starts once this one has passed.
      clock.advance(61_000);
      expect((await get()).statusCode).toBe(200);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('POST /api/validation/phone', () => {
  const check = async (phone: unknown) => {
    const response = await app.inject({ method: 'POST', url: '/api/validation/phone', payload: { phone } });
    return { status: response.statusCode, body: response.json() };
  };

  it('accepts UK mobiles and rejects everything else', async () => {
    expect(await check('07911 123456')).toEqual({ status: 200, body: { success: true, valid: true } });
    expect(await check('+44 7911 123456')).toEqual({ status: 200, body: { success: true, valid: true } });
    for (const phone of ['07700 900123', '020 7946 0000', '0791112345', '079111234567', 'hello', '']) {
      expect(await check(phone)).toEqual({ status: 200, body: { success: true, valid: false } });
    }
    expect((await check(12345)).status).toBe(400);
    expect((await check('0'.repeat(40))).status).toBe(400);
  });

  it('isUkMobile: only 07 + 9 digits in an allocated mobile range', () => {
    expect(isUkMobile('07911123456')).toBe(true);
    expect(isUkMobile('07700900123')).toBe(false);
    expect(isUkMobile('+33612345678')).toBe(false);
  });
});
