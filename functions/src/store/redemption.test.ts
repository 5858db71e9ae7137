import { normalizeRewardCode } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { codeExpiresAt, decideRedemption, newRewardCode, type RedemptionCheck, redemptionStatus } from './redemption';

const OK: RedemptionCheck = {
  status: 'active',
  priceCents: 25_000n,
  stock: 5,
  perMemberLimit: 2,
  redeemedByMe: 0,
  balanceCents: 100_000n,
  quantity: 2,
};

describe('redeeming a reward', () => {
  it('costs the price times the quantity', () => {
    expect(decideRedemption(OK)).toEqual({ ok: true, costCents: 50_000n });
    expect(decideRedemption({ ...OK, stock: null, quantity: 1 })).toEqual({ ok: true, costCents: 25_000n });
  });

  it.each([
    { case: 'a retired reward', change: { status: 'retired' as const, stock: 0, balanceCents: 0n }, reason: 'retired' },
    {
      case: 'too little stock (before the limit and the balance)',
      change: { stock: 1, redeemedByMe: 2, balanceCents: 0n },
      reason: 'out_of_stock',
    },
    { case: 'over the member’s limit (before the balance)', change: { redeemedByMe: 1, balanceCents: 0n }, reason: 'limit_reached' },
    { case: 'too few SweatCoins', change: { balanceCents: 49_999n }, reason: 'insufficient' },
  ])('refuses $case', ({ change, reason }) => {
    expect(decideRedemption({ ...OK, ...change })).toMatchObject({ ok: false, reason });
  });

  it('gives unguessable codes in the form the desk types', () => {
    const codes = new Set(Array.from({ length: 1000 }, newRewardCode));
    expect(codes.size).toBe(1000);
    for (const code of [...codes].slice(0, 50)) {
      expect(code).toMatch(/^FR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(normalizeRewardCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    }
  });

  it('is active until it expires, and used once marked at a desk', () => {
    const expiresAt = codeExpiresAt(Date.parse('2026-06-01T10:00:00Z'), 30);
    expect(expiresAt).toBe('2026-07-01T10:00:00.000Z');
    expect(redemptionStatus({ usedAt: null, expiresAt }, Date.parse('2026-07-01T09:59:59Z'))).toBe('active');
    expect(redemptionStatus({ usedAt: null, expiresAt }, Date.parse('2026-07-01T10:00:00Z'))).toBe('expired');
    expect(redemptionStatus({ usedAt: '2026-06-20T10:00:00Z', expiresAt }, Date.parse('2026-08-01T00:00:00Z'))).toBe('used');
  });
});
