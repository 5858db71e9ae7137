import { describe, expect, it } from 'vitest';
import { type ContextKey, PROVISIONED_DEFAULTS, readStageConfig, type WebBuildEnv } from '../lib/config';

const read = (context: Partial<Record<ContextKey, string>>, webEnv: WebBuildEnv = {}) => readStageConfig((key) => context[key], webEnv);

/** A prod stage as the README deploys it: chain purchases, a mail sender, an alarms topic. */
const PROD = {
  stage: 'prod',
  purchaseMode: 'chain',
  ethRpcUrl: 'https://mainnet.example.org/v3/abc',
  treasuryAddress: '0xAbCdEf0123456789abcdef0123456789ABCDEF01',
  chainId: '1',
  mailFrom: 'no-reply@fitchoice.example',
  alarmTopicArn: 'arn:aws:sns:eu-west-1:123456789012:fitchoice-alarms',
};

describe('readStageConfig', () => {
  it('defaults to a dev stage in demo mode, when demo purchases are allowed, with the default API limits', () => {
    expect(read({ allowDemoPurchases: 'true' })).toEqual({
      stage: 'dev',
      purchaseMode: 'demo',
      ethRpcUrl: null,
      treasuryAddress: null,
      chainId: null,
      minConfirmations: null,
      allowedOrigins: [],
      // The app calls no third party (its IP lookup is the server's); it loads map tiles built without VITE_MAP_TILE_URL.
      connectSources: [],
      imageSources: ['https://tile.openstreetmap.org'],
      apiRateLimit: 50,
      apiBurstLimit: 100,
      realtimeRateLimit: 50,
      realtimeBurstLimit: 100,
      wafRateLimit: 1000,
      domainName: null,
      alarmTopicArn: null,
      mailFrom: null,
      vapidSecretName: null,
      coachModel: null,
      tableCapacity: { mode: 'on-demand' },
    });
  });

  it('provisions the table with auto scaling only when told, with the given or default bounds and target', () => {
    expect(read(PROD).tableCapacity).toEqual({ mode: 'on-demand' });
    expect(read({ ...PROD, tableCapacity: 'provisioned' }).tableCapacity).toEqual({
      mode: 'provisioned',
      ...PROVISIONED_DEFAULTS,
    });
    expect(
      read({ ...PROD, tableCapacity: 'provisioned', tableMinCapacity: '50', tableMaxCapacity: '50', tableTargetUtilization: '90' })
        .tableCapacity,
    ).toEqual({ mode: 'provisioned', minCapacity: 50, maxCapacity: 50, targetUtilizationPercent: 90 });
  });

  it('refuses table capacity settings that CDK or Application Auto Scaling would refuse, or that would not apply', () => {
    const provisioned = { ...PROD, tableCapacity: 'provisioned' };
    expect(() => read({ ...PROD, tableCapacity: 'PROVISIONED' })).toThrow(
      'Context tableCapacity must be one of on-demand, provisioned, got "PROVISIONED"',
    );
    expect(() => read({ ...provisioned, tableMinCapacity: '0' })).toThrow('Context tableMinCapacity must be a whole number >= 1, got "0"');
    expect(() => read({ ...provisioned, tableMaxCapacity: 'lots' })).toThrow('Context tableMaxCapacity must be a whole number >= 1');
    expect(() => read({ ...provisioned, tableMinCapacity: '100', tableMaxCapacity: '50' })).toThrow(
      'Context tableMaxCapacity (50) must be at least tableMinCapacity (100)',
    );
    // The default maximum is 4,000: a minimum above it needs a maximum too.
    expect(() => read({ ...provisioned, tableMinCapacity: '5000' })).toThrow('must be at least tableMinCapacity (5000)');
    expect(() => read({ ...provisioned, tableTargetUtilization: '95' })).toThrow(
      'Context tableTargetUtilization must be a per cent from 20 to 90, got 95',
    );
    expect(() => read({ ...provisioned, tableTargetUtilization: '0.7' })).toThrow('Context tableTargetUtilization must be a whole number');
    expect(() => read({ ...PROD, tableMaxCapacity: '100', tableTargetUtilization: '50' })).toThrow(
      'Context tableMaxCapacity, tableTargetUtilization only apply with -c tableCapacity=provisioned',
    );
  });

  it('needs the mail sender for a prod stage, and an address', () => {
    const { mailFrom: _, ...withoutMail } = PROD;
    expect(() => read(withoutMail)).toThrow('Context mailFrom is required for stage=prod');
    expect(() => read({ mailFrom: 'no-reply' })).toThrow('Context mailFrom must be an email address');
    expect(read(PROD).mailFrom).toBe('no-reply@fitchoice.example');
  });

  it('needs the alarms topic for a prod stage, as an SNS topic ARN', () => {
    const { alarmTopicArn: _, ...withoutTopic } = PROD;
    expect(() => read(withoutTopic)).toThrow('Context alarmTopicArn is required for stage=prod');
    expect(() => read({ allowDemoPurchases: 'true', alarmTopicArn: 'fitchoice-alarms' })).toThrow(
      'Context alarmTopicArn must be an SNS topic ARN',
    );
    expect(() => read({ allowDemoPurchases: 'true', alarmTopicArn: 'arn:aws:sqs:eu-west-1:123456789012:q' })).toThrow(
      'must be an SNS topic ARN',
    );
    expect(read(PROD).alarmTopicArn).toBe('arn:aws:sns:eu-west-1:123456789012:fitchoice-alarms');
  });

  it('sizes the throttles for production unless told, and checks the site domain', () => {
    expect(read(PROD)).toMatchObject({
      apiRateLimit: 3000,
      apiBurstLimit: 5000,
      realtimeRateLimit: 1000,
      realtimeBurstLimit: 2000,
      wafRateLimit: 3000,
    });
    expect(read({ ...PROD, realtimeRateLimit: '200', realtimeBurstLimit: '400', wafRateLimit: '500' })).toMatchObject({
      realtimeRateLimit: 200,
      realtimeBurstLimit: 400,
      wafRateLimit: 500,
    });
    expect(() => read({ ...PROD, wafRateLimit: '5' })).toThrow('Context wafRateLimit must be at least 10');
    expect(() => read({ ...PROD, realtimeRateLimit: '0' })).toThrow('Context realtimeRateLimit must be a whole number >= 1');
    expect(read({ ...PROD, domainName: 'app.fitchoice.example' }).domainName).toBe('app.fitchoice.example');
    expect(() => read({ ...PROD, domainName: 'https://app.fitchoice.example' })).toThrow(
      'Context domainName must be a lower-case host name',
    );
  });

  it('reads a prod stage in chain mode', () => {
    const config = read({
      stage: 'prod',
      mailFrom: 'no-reply@fitchoice.example',
      purchaseMode: 'chain',
      ethRpcUrl: 'https://mainnet.example.org/v3/abc',
      treasuryAddress: '0xAbCdEf0123456789abcdef0123456789ABCDEF01',
      chainId: '1',
      minConfirmations: '3',
      allowedOrigins: 'https://fitchoice.example/, https://www.fitchoice.example',
      apiRateLimit: '200',
      vapidSecretName: 'fitchoice-prod/vapid',
      alarmTopicArn: 'arn:aws:sns:eu-west-1:123456789012:fitchoice-alarms',
    });
    expect(config).toMatchObject({
      vapidSecretName: 'fitchoice-prod/vapid',
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

  it('refuses demo purchases on a deployed stage unless allowed, and always in production', () => {
    expect(() => read({})).toThrow(
      'Context purchaseMode=demo (the default) lets anyone mint SweatCoins with a made-up demo- transaction hash. For a test stage, allow it with -c allowDemoPurchases=true; otherwise deploy with -c purchaseMode=chain -c ethRpcUrl=... -c treasuryAddress=... -c chainId=...',
    );
    expect(() => read({ stage: 'prod', allowDemoPurchases: 'true' })).toThrow(
      'Context purchaseMode=demo is refused for stage prod: anyone could mint SweatCoins with a made-up demo- transaction hash.',
    );
    expect(() => read({ stage: 'prod', purchaseMode: 'demo', allowDemoPurchases: 'true' })).toThrow('refused for stage prod');
    expect(() => read({ allowDemoPurchases: 'yes' })).toThrow('Context allowDemoPurchases must be one of true, false, got "yes"');
    expect(read({ stage: 'dev', purchaseMode: 'demo', allowDemoPurchases: 'true' }).purchaseMode).toBe('demo');
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

  it('allows the third-party URLs the web app is built with, plus the extra sources', () => {
    const config = read(
      { connectSources: 'https://extra.example', imageSources: 'https://images.example', allowDemoPurchases: 'true' },
      { VITE_MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' },
    );
    expect(config.connectSources).toEqual(['https://extra.example']);
    expect(config.imageSources).toEqual(['https://*.tiles.example', 'https://images.example']);
    // An empty variable turns map tiles off in the app, so the CSP allows no tile host.
    expect(read({ allowDemoPurchases: 'true' }, { VITE_MAP_TILE_URL: '' })).toMatchObject({
      connectSources: [],
      imageSources: [],
    });
    expect(() => read({ allowDemoPurchases: 'true' }, { VITE_MAP_TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      'VITE_MAP_TILE_URL must hold https:// URLs for the deployed site, got "http://tiles.example/{z}/{x}/{y}.png"',
    );
  });
});
