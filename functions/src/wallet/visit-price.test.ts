import { describe, expect, it } from 'vitest';
import { visitPriceCoinCents } from './visit-price';

describe('the price of a visit', () => {
  it('prices a visit at 10 SweatCoins per USD', () => {
    expect(visitPriceCoinCents(1450)).toBe(14500n); // $14.50 -> 145.00 SweatCoins
  });
});
