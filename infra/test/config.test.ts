import { describe, expect, it } from 'vitest';
import { type ContextKey, readStageConfig } from '../lib/config';

const read = (context: Partial<Record<ContextKey, string>>) => readStageConfig((key) => context[key]);

describe('readStageConfig', () => {
  it('defaults to a dev stage in demo mode with the default API limits', () => {
    expect(read({})).toEqual({
      stage: 'dev',
      purchaseMode: 'demo',
      ethRpcUrl: null,
      treasuryAddress: null,
      chainId: null,
      minConfirmations: null,
      allowedOrigins: [],
      connectSources: [],
      imageSources: [],
      apiRateLimit: 50,
      apiBurstLimit: 100,
    });
  });

  it('reads a prod stage in chain mode', () => {
    const config = read({
      stage: 'prod',
      purchaseMode: 'chain',
      ethRpcUrl: 'https://mainnet.example.org/v3/abc',
      treasuryAddress: '0xAbCdEf0123456789abcdef0123456789ABCDEF01',
      chainId: '1',
      minConfirmations: '3',
      allowedOrigins: 'https://fitchoice.example/, https://www.fitchoice.example',
      apiRateLimit: '200',
    });
    expect(config).toMatchObject({
      stage: 'prod',
      purchaseMode: 'chain',
      chainId: 1,
      minConfirmations: 3,
      allowedOrigins: ['https://fitchoice.example', 'https://www.fitchoice.example'],
      apiRateLimit: 200,
    });
  });

  it('refuses chain mode without the RPC URL, the treasury and the chain id', () => {
    expect(() => read({ purchaseMode: 'chain' })).toThrow(
      'Context purchaseMode=chain needs -c ethRpcUrl=... -c treasuryAddress=... -c chainId=...',
    );
  });

  it('refuses values that would deploy a broken or unsafe stack', () => {
    expect(() => read({ stage: 'production' })).toThrow('Context stage must be one of dev, prod, got "production"');
    expect(() => read({ purchaseMode: 'free' })).toThrow('Context purchaseMode must be one of demo, chain');
    expect(() => read({ ethRpcUrl: 'http://rpc.example.org' })).toThrow('Context ethRpcUrl must be an https:// URL');
    expect(() => read({ treasuryAddress: '0x1234' })).toThrow('Context treasuryAddress must be a 0x-prefixed 20-byte hex address');
    expect(() => read({ chainId: '0' })).toThrow('Context chainId must be a whole number >= 1, got "0"');
    expect(() => read({ minConfirmations: '1.5' })).toThrow('Context minConfirmations must be a whole number >= 0');
    expect(() => read({ allowedOrigins: 'fitchoice.example' })).toThrow('Context allowedOrigins must be a URL');
    // A source that could end the directive and add one of its own.
    expect(() => read({ connectSources: "https://a.example; script-src 'unsafe-inline'" })).toThrow('CSP sources must look like');
    expect(() => read({ imageSources: 'http://tiles.example' })).toThrow('CSP sources must look like');
  });
});
