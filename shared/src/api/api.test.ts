import { describe, expect, it } from 'vitest';
import {
  checkinRequestSchema,
  cryptoPurchaseRequestSchema,
  describeValidationError,
  heartbeatRequestSchema,
  isGuestUser,
  loginRequestSchema,
  MIN_PURCHASE_ETH,
  normalizeCheckinCode,
  normalizeGymCode,
  signupRequestSchema,
} from './index';

const purchase = {
  walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
  ethAmount: '0.01',
  sweatCoinsAmount: '1000.00',
  transactionHash: 'demo-1763776800000',
};

function failure(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return describeValidationError(result.error as never);
}

describe('names', () => {
  const name = (value: string) => signupRequestSchema.safeParse({ email: 'ana@example.com', password: 'correct horse', name: value });

  it('stores one form of each name: composed (NFC) and trimmed', () => {
    const decomposed = 'Zoe\u0308 Ren\u0303e';
    const result = name(`  ${decomposed} `);
    expect(result.success && result.data.name).toBe('Zoë Reñe');
  });

  it.each([
    { what: 'a right-to-left override', value: 'Ana\u202Eevil' },
    { what: 'a left-to-right isolate', value: '\u2066Ana\u2069' },
    { what: 'a right-to-left mark', value: 'Ana\u200F' },
    { what: 'a zero-width space', value: 'A\u200Bna' },
    { what: 'a zero-width non-joiner', value: 'A\u200Cna' },
    { what: 'a zero-width joiner between letters', value: 'A\u200Dna' },
    { what: 'a word joiner', value: 'A\u2060na' },
    { what: 'a byte order mark', value: 'A\uFEFFna' },
    { what: 'a soft hyphen', value: 'A\u00ADna' },
    { what: 'a Hangul filler (an invisible letter)', value: '\u3164' },
    { what: 'a lone high surrogate', value: 'Ana\uD83D' },
    { what: 'a lone low surrogate', value: '\uDE00Ana' },
  ])('refuses $what', ({ value }) => {
    const result = name(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Name must not contain invisible or direction-changing characters',
    });
  });

  it.each(['A\u0085na', 'A\u2028na'])('refuses the control or line separator in %j', (value) => {
    expect(name(value).error?.issues[0]?.message).toBe('Name must not contain control characters');
  });

  it.each(['山田 太郎', 'محمد', 'José-María O’Neil', 'Ana 👩🏽‍💻', 'Bo ❤️‍🔥', 'Ana 💪'])('accepts %s', (value) => {
    expect(name(value).success).toBe(true);
  });
});

describe('signup', () => {
  it('normalises the email and trims the name', () => {
    const body = signupRequestSchema.parse({ email: '  Ana@Example.COM ', password: 'correct horse', name: ' Ana ' });
    expect(body).toEqual({ email: 'ana@example.com', password: 'correct horse', name: 'Ana' });
  });

  it.each([
    { name: 'short password', body: { email: 'a@b.co', password: 'short', name: 'A' }, field: 'password', message: /at least 8/ },
    { name: 'bad email', body: { email: 'not-an-email', password: 'longenough', name: 'A' }, field: 'email', message: /valid email/ },
    { name: 'missing name', body: { email: 'a@b.co', password: 'longenough' }, field: 'name', message: /Name is required/ },
    { name: 'blank name', body: { email: 'a@b.co', password: 'longenough', name: '   ' }, field: 'name', message: /Name is required/ },
    { name: 'number as email', body: { email: 5, password: 'longenough', name: 'A' }, field: 'email', message: /Email is required/ },
    {
      name: 'unknown key',
      body: JSON.parse('{"email":"a@b.co","password":"longenough","name":"A","__proto__":{"admin":true}}'),
      field: '__proto__',
      message: /Unknown field/,
    },
  ])('$name names the field', ({ body, field, message }) => {
    const described = failure(signupRequestSchema.safeParse(body));
    expect(described.field).toBe(field);
    expect(described.message).toMatch(message);
  });

  it('accepts unicode names', () => {
    expect(signupRequestSchema.parse({ email: 'z@b.co', password: 'correct horse', name: 'Zoë 山田' }).name).toBe('Zoë 山田');
  });
});

describe('login and heartbeat', () => {
  it('requires a password but not its signup length', () => {
    expect(loginRequestSchema.parse({ email: 'A@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(failure(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' })).field).toBe('password');
  });

  it('takes an optional ISO time on a heartbeat', () => {
    expect(heartbeatRequestSchema.parse({ userId: 'u1', at: '2026-11-22T10:00:00.000Z' }).at).toBe('2026-11-22T10:00:00.000Z');
    expect(failure(heartbeatRequestSchema.safeParse({ userId: 'u1', at: 'yesterday' })).field).toBe('at');
  });
});

describe('crypto purchase', () => {
  it('says how little ETH is too little, and accepts the least that buys 0.01 SweatCoins', () => {
    const tiny = failure(
      cryptoPurchaseRequestSchema.safeParse({ ...purchase, ethAmount: '0.000000000000000001', sweatCoinsAmount: '0.00' }),
    );
    expect(tiny.message).toBe(`ethAmount is too small to buy any SweatCoins: buy at least ${MIN_PURCHASE_ETH} ETH (0.01 SweatCoins)`);
    expect(cryptoPurchaseRequestSchema.parse({ ...purchase, ethAmount: MIN_PURCHASE_ETH, sweatCoinsAmount: '0.01' })).toBeTruthy();
  });

  it('refuses an amount between two 0.01-coin steps, which would buy rounded coins', () => {
    for (const ethAmount of ['0.00000005', '0.00000015', '1.00000000000000001']) {
      const between = failure(cryptoPurchaseRequestSchema.safeParse({ ...purchase, ethAmount, sweatCoinsAmount: '0.01' }));
      expect(between.field).toBe('ethAmount');
    }
    expect(cryptoPurchaseRequestSchema.parse({ ...purchase, ethAmount: '0.0000002', sweatCoinsAmount: '0.02' })).toBeTruthy();
  });

  it('accepts the spec payload and a real-looking hash', () => {
    expect(cryptoPurchaseRequestSchema.parse(purchase)).toEqual(purchase);
    expect(
      cryptoPurchaseRequestSchema.parse({ ...purchase, sweatCoinsAmount: '1000', transactionHash: `0x${'ab'.repeat(32)}` }),
    ).toBeTruthy();
  });

  it.each([
    { name: 'negative ETH', patch: { ethAmount: '-0.01' }, field: 'ethAmount' },
    { name: 'zero ETH', patch: { ethAmount: '0', sweatCoinsAmount: '0.00' }, field: 'ethAmount' },
    { name: '1 wei (0.00 SweatCoins)', patch: { ethAmount: '0.000000000000000001', sweatCoinsAmount: '0.00' }, field: 'ethAmount' },
    { name: 'just under 0.01 SweatCoins', patch: { ethAmount: '0.000000049999999999', sweatCoinsAmount: '0.00' }, field: 'ethAmount' },
    { name: 'ETH as a number', patch: { ethAmount: 0.01 }, field: 'ethAmount' },
    { name: '19-decimal ETH', patch: { ethAmount: '0.0000000000000000001' }, field: 'ethAmount' },
    { name: 'NaN ETH', patch: { ethAmount: 'NaN' }, field: 'ethAmount' },
    { name: 'wrong coin amount', patch: { sweatCoinsAmount: '1000.01' }, field: 'sweatCoinsAmount' },
    { name: 'short address', patch: { walletAddress: '0x1234' }, field: 'walletAddress' },
    { name: 'junk hash', patch: { transactionHash: 'hello' }, field: 'transactionHash' },
    { name: 'huge string', patch: { transactionHash: 'x'.repeat(100_000) }, field: 'transactionHash' },
  ])('$name is refused at $field', ({ patch, field }) => {
    expect(failure(cryptoPurchaseRequestSchema.safeParse({ ...purchase, ...patch })).field).toBe(field);
  });
});

describe('roles', () => {
  it('treats isGuest or a guest role as a guest', () => {
    expect(isGuestUser({ isGuest: true, roles: [] })).toBe(true);
    expect(isGuestUser({ isGuest: false, roles: ['guest'] })).toBe(true);
    expect(isGuestUser({ isGuest: false, roles: ['member'] })).toBe(false);
    expect(isGuestUser(null)).toBe(false);
  });
});

describe('check-in codes', () => {
  it.each([
    { name: 'canonical', typed: 'FC-7K2QM-9XH4T-AB3CD-EF5GH', code: 'FC-7K2QM-9XH4T-AB3CD-EF5GH' },
    { name: 'lower case with spaces', typed: ' fc 7k2qm 9xh4t ab3cd ef5gh ', code: 'FC-7K2QM-9XH4T-AB3CD-EF5GH' },
    { name: 'O, I and L for 0 and 1', typed: 'FC-OI2LM-9XH4T-AB3CD-EF5GH', code: 'FC-0121M-9XH4T-AB3CD-EF5GH' },
    { name: 'without the prefix', typed: '7K2QM9XH4TAB3CDEF5GH', code: 'FC-7K2QM-9XH4T-AB3CD-EF5GH' },
  ])('reads $name', ({ typed, code }) => {
    expect(normalizeCheckinCode(typed)).toBe(code);
  });

  it.each(['', 'FC-', 'FC-7K2QM-9XH4T-AB3CD-EF5G', 'FC-7K2QM-9XH4T-AB3CD-EF5GHU', 'not a code, sorry!'])('refuses %j', (typed) => {
    expect(normalizeCheckinCode(typed)).toBeNull();
  });
});

describe('gym desk codes', () => {
  it.each([
    { name: 'canonical', typed: 'FG-7K2Q-M9XH', code: 'FG-7K2Q-M9XH' },
    { name: 'lower case with spaces', typed: ' fg 7k2q m9xh ', code: 'FG-7K2Q-M9XH' },
    { name: 'O, I and L for 0 and 1', typed: 'FG-OI2L-M9XH', code: 'FG-0121-M9XH' },
    { name: 'without the prefix', typed: '7K2QM9XH', code: 'FG-7K2Q-M9XH' },
  ])('reads $name', ({ typed, code }) => {
    expect(normalizeGymCode(typed)).toBe(code);
  });

  it.each(['', 'FG-', 'FG-7K2Q-M9X', 'FG-7K2Q-M9XHZ', 'FC-7K2QM-9XH4T-AB3CD-EF5GH', 'FG-7K2Q-M9XU'])('refuses %j', (typed) => {
    expect(normalizeGymCode(typed)).toBeNull();
  });

  it('refuses anything else with a message that says where the code is', () => {
    const refused = failure(checkinRequestSchema.safeParse({ gymCode: 'FC-7K2QM-9XH4T-AB3CD-EF5GH' }));
    expect(refused).toMatchObject({ field: 'gymCode' });
    expect(checkinRequestSchema.parse({ gymCode: 'fg 7k2q m9xh' })).toEqual({ gymCode: 'FG-7K2Q-M9XH' });
  });
});
