import { describe, expect, it } from 'vitest';
import {
  formatCoinCents,
  formatEth4,
  formatWei,
  insufficientBalanceMessage,
  isAddress,
  parseCoinsToCents,
  parseEthToWei,
  shortenAddress,
  sweatCoinsForEth,
  sweatCoinsForWei,
  WEI_PER_ETH,
  weiToEth,
} from './wallet';

describe('addresses', () => {
  it('shortens to the first 6 and last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234...abcd');
  });

  it('recognises a 20-byte hex address', () => {
    expect(isAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe(true);
    expect(isAddress('0x1234')).toBe(false);
    expect(isAddress('1234567890abcdef1234567890abcdef1234abcd12')).toBe(false);
    expect(isAddress(42)).toBe(false);
  });
});

describe('ETH decimal strings and wei', () => {
  it.each([
    ['1', WEI_PER_ETH],
    ['0.1', 100000000000000000n],
    ['1.5', 1500000000000000000n],
    ['0.000000000000000001', 1n],
    ['123456789.123456789123456789', 123456789123456789123456789n],
    ['0', 0n],
  ])('%s ETH is %s wei', (eth, wei) => {
    expect(parseEthToWei(eth)).toBe(wei);
    expect(parseEthToWei(weiToEth(wei))).toBe(wei);
  });

  it('adds 0.1 and 0.2 exactly', () => {
    expect(weiToEth(parseEthToWei('0.1') + parseEthToWei('0.2'))).toBe('0.3');
  });

  it.each(['-1', '1e18', '0.0000000000000000001', '', 'abc', '1.', '.5', ' 1 2', 'NaN'])('refuses %j', (eth) => {
    expect(() => parseEthToWei(eth)).toThrow(/Not an ETH amount/);
  });

  it('formats wei to fixed decimals, rounding half up', () => {
    expect(formatEth4(123456789000000000n)).toBe('0.1235');
    expect(formatEth4(0n)).toBe('0.0000');
    expect(formatEth4(2n * WEI_PER_ETH)).toBe('2.0000');
    expect(formatWei(1n, 18)).toBe('0.000000000000000001');
    expect(formatWei(WEI_PER_ETH / 2n, 0)).toBe('1');
    expect(() => formatWei(-1n, 4)).toThrow(/negative/);
    expect(() => formatWei(1n, 19)).toThrow(/decimals/);
  });
});

describe('SweatCoins', () => {
  it.each([
    ['1', '100000.00'],
    ['0.01', '1000.00'],
    ['0.00001', '1.00'],
    ['0.0000001', '0.01'],
    ['0.00000004', '0.00'],
    ['0.00000005', '0.01'],
    ['2.5', '250000.00'],
  ])('%s ETH buys %s SweatCoins', (eth, coins) => {
    expect(sweatCoinsForEth(eth)).toBe(coins);
  });

  it('displays a wei balance as SweatCoins', () => {
    expect(sweatCoinsForWei(WEI_PER_ETH / 4n)).toBe('25000.00');
  });

  it('keeps coins in hundredths', () => {
    expect(parseCoinsToCents('12.5')).toBe(1250n);
    expect(parseCoinsToCents('0.01')).toBe(1n);
    expect(formatCoinCents(1250n)).toBe('12.50');
    expect(formatCoinCents(5n)).toBe('0.05');
    expect(formatCoinCents(-150n)).toBe('-1.50');
    expect(() => parseCoinsToCents('1.234')).toThrow(/SweatCoin/);
    expect(() => parseCoinsToCents('-1')).toThrow(/SweatCoin/);
  });

  it('words the insufficient balance message with 4 decimals', () => {
    expect(insufficientBalanceMessage('0.5', 123456789000000000n)).toBe('Insufficient balance. You need 0.5 ETH but have 0.1235 ETH');
  });
});
