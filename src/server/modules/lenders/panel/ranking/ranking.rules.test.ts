import { describe, expect, it } from 'vitest';
import { parsePanelConfig, tiersOf } from '../../directory/panel-config.ts';
import { nextHealth, PAUSE_MS, planRounds, type Health } from './ranking.rules.ts';

const at = new Date('2026-06-01T12:00:00Z');
const state = (s: Health['state'], since = new Date(at.getTime() - 60_000)): Health => ({ state: s, since });
const calls = (failed: number, ok: number) => [...Array<boolean>(failed).fill(true), ...Array<boolean>(ok).fill(false)];

describe('nextHealth', () => {
  it('demotes an active lender when a quarter of its recent calls time out or fail, not before five calls', () => {
    expect(nextHealth(state('active'), calls(4, 0), at)).toBeNull();
    expect(nextHealth(state('active'), calls(2, 6), at)).toEqual({
      state: 'demoted',
      reason: '2 of the last 8 calls timed out or failed',
    });
    expect(nextHealth(state('active'), calls(1, 19), at)).toBeNull();
    // Only the newest 20 calls count.
    expect(nextHealth(state('active'), [...calls(0, 20), ...calls(10, 0)], at)).toBeNull();
  });

  it('pauses a demoted lender that keeps failing and restores one that recovered', () => {
    expect(nextHealth(state('demoted'), calls(3, 2), at)?.state).toBe('paused');
    expect(nextHealth(state('demoted'), calls(0, 10), at)?.state).toBe('active');
    expect(nextHealth(state('demoted'), calls(1, 6), at)).toBeNull();
  });

  it('gives a paused lender a trial after its rest, and the trial decides', () => {
    expect(nextHealth(state('paused', new Date(at.getTime() - PAUSE_MS + 1)), [], at)).toBeNull();
    expect(nextHealth(state('paused', new Date(at.getTime() - PAUSE_MS)), [], at)?.state).toBe('trial');
    expect(nextHealth(state('trial'), [], at)).toBeNull();
    expect(nextHealth(state('trial'), [true], at)).toEqual({
      state: 'paused',
      reason: 'the trial lead timed out or failed',
    });
    expect(nextHealth(state('trial'), [false], at)).toEqual({ state: 'active', reason: 'the trial lead was answered' });
  });
});

describe('planRounds', () => {
  const lender = (id: string, tier: number) => ({
    id,
    name: `Lender ${id}`,
    endpoint: `http://127.0.0.1:1/${id}`,
    secret: 'x'.repeat(16),
    tier,
    price: 10,
  });
  const tiers = tiersOf(
    parsePanelConfig({ lenders: [lender('la', 1), lender('lb', 1), lender('lc', 1), lender('ld', 2)] }),
    'primary',
  );
  const ids = (plan: ReturnType<typeof planRounds>) =>
    plan.rounds.map((r) => `${r.tier}:${r.lenders.map((l) => l.id).join(',')}`);

  it('keeps the configured tiers when automatic ordering is off', () => {
    expect(ids(planRounds(tiers, null))).toEqual(['1:la,lb,lc', '2:ld']);
  });

  it('orders a tier by earnings per lead, asks demoted lenders in a later round and never asks paused ones', () => {
    const plan = planRounds(tiers, {
      health: new Map([
        ['la', state('demoted')],
        ['lc', state('paused')],
      ]),
      earningsPerLead: new Map([
        ['lb', 1],
        ['ld', 9],
      ]),
      trialOf: new Set(),
    });
    expect(ids(plan)).toEqual(['1:lb,lc', '1:la', '2:ld']);
    expect([...plan.notAsked.keys()]).toEqual(['lc']);
    const byEarnings = planRounds(tiers, {
      health: new Map(),
      earningsPerLead: new Map([
        ['lc', 5],
        ['lb', 3],
      ]),
      trialOf: new Set(),
    });
    expect(ids(byEarnings)).toEqual(['1:lc,lb,la', '2:ld']);
  });

  it('asks a lender on trial only in the run that granted the trial', () => {
    const health = new Map([['la', state('trial')]]);
    expect(ids(planRounds(tiers, { health, earningsPerLead: new Map(), trialOf: new Set(['la']) }))).toEqual([
      '1:lb,lc',
      '1:la',
      '2:ld',
    ]);
    const other = planRounds(tiers, { health, earningsPerLead: new Map(), trialOf: new Set() });
    expect(other.notAsked.has('la')).toBe(true);
  });
});
