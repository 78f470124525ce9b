import { describe, expect, it } from 'vitest';
import { deliveryBodyOf, deliveryFormOf, deliveryFormValues } from './delivery-form.ts';
import { deliveryBody, type DeliveryView } from './delivery-schemas.ts';

const NINE_TO_FIVE = { from: 9, to: 17 };
const view = (own: Partial<DeliveryView['own']> = {}): DeliveryView => ({
  paused: false,
  pausedByBroker: false,
  version: 3,
  own: { dailyCap: null, weeklyCap: null, monthlyCap: null, schedule: null, ...own },
  broker: {
    dailyCap: 50,
    weeklyCap: null,
    monthlyCap: null,
    schedule: {
      mon: NINE_TO_FIVE,
      tue: NINE_TO_FIVE,
      wed: null,
      thu: NINE_TO_FIVE,
      fri: NINE_TO_FIVE,
      sat: null,
      sun: null,
    },
  },
  updatedAt: null,
  updatedBy: null,
});

describe('the Delivery form', () => {
  it('offers the broker’s hours until the lender has its own, and posts what is shown', () => {
    const values = deliveryFormValues(view());
    expect(values.anyHour).toBe(true);
    expect(values.days.mon).toEqual({ open: true, from: '9', to: '17' });
    expect(values.days.wed.open).toBe(false);
    // As the browser posts it: ticked boxes only, every select.
    const posted = new Map<string, string>([
      ['dailyCap', ' 20 '],
      ['weeklyCap', ''],
      ['monthlyCap', '400'],
      ['days.mon.open', 'on'],
      ['days.mon.from', '10'],
      ['days.mon.to', '16'],
      ['days.tue.from', '9'],
      ['days.tue.to', '17'],
    ]);
    const body = deliveryBodyOf(
      deliveryFormOf((name) => posted.get(name) ?? null),
      3,
    );
    expect(deliveryBody.parse(body)).toEqual({
      version: 3,
      dailyCap: 20,
      weeklyCap: null,
      monthlyCap: 400,
      schedule: { mon: { from: 10, to: 16 }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    });
  });

  it('refuses what is not a whole number, in the field’s words', () => {
    const body = deliveryBodyOf({ ...deliveryFormValues(view()), dailyCap: 'ten' }, 1);
    const result = deliveryBody.safeParse(body);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['dailyCap'],
      message: 'Enter your daily cap as a whole number',
    });
  });
});
