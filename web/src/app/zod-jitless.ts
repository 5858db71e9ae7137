// Zod compiles fast object parsers with `new Function` when it may, and probes for that on its first
// parse; under the app's Content-Security-Policy (no 'unsafe-eval') the probe is reported as a CSP
// violation (Chrome's Issues panel; Lighthouse's best practices count it) even though zod catches it.
// Imported first by main.tsx, before any module parses: zod reads this shared config object lazily.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;
