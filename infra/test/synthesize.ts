// Synthesizes the stack the way bin/app.ts does, from CDK context, against a placeholder web build
// (the assertion tests must not need `npm run build -w @fitchoice/web`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addStage, type StageStacks } from '../lib/app';
import { readStageConfig } from '../lib/config';
import type { FitChoiceStack } from '../lib/fitchoice-stack';

/** The region the tests deploy the app to (the edge stack is in us-east-1 whatever this is). */
export const TEST_REGION = 'eu-west-1';

/** The inline script of the placeholder index.html; the CSP must allow exactly this by hash. */
export const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

export interface Synthesized {
  /** The app's stack. */
  template: Template;
  stack: FitChoiceStack;
  edge: Template;
  monitoring: Template;
  stacks: StageStacks;
  /** The placeholder web build it was made from. */
  webDistPath: string;
  /** The cloud assembly folder (with the staged assets). */
  assemblyDir: string;
  /** Removes the placeholder build and the cloud assembly. */
  cleanUp(): void;
}

export function synthesize(context: Record<string, unknown>, options: { bundle: boolean }): Synthesized {
  const workDir = mkdtempSync(path.join(tmpdir(), 'fitchoice-infra-'));
  const webDist = path.join(workDir, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'service-worker.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"FitChoice"}');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  // The local runtime's pre-compressed copies (web/scripts/compress.mjs), which the deploy leaves out.
  for (const file of ['index.html', 'assets/index-abc123.js']) {
    writeFileSync(path.join(webDist, `${file}.br`), 'brotli');
    writeFileSync(path.join(webDist, `${file}.gz`), 'gzip');
  }

  const cleanUp = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const app = new App({
      outdir: path.join(workDir, 'cdk.out'),
      // Without bundling the functions' code is a placeholder: used where a test reads only the
      // template, to keep the suite fast (esbuild runs once per handler per bundled synth).
      context: options.bundle ? context : { ...context, 'aws:cdk:bundling-stacks': [] },
    });
    // No VITE_* variables: the web app's default third-party URLs, whatever the shell has.
    const config = readStageConfig((key) => app.node.tryGetContext(key), {});
    const stacks = addStage(app, config, { webDistPath: webDist, region: TEST_REGION });
    return {
      template: Template.fromStack(stacks.app),
      stack: stacks.app,
      edge: Template.fromStack(stacks.edge),
      monitoring: Template.fromStack(stacks.monitoring),
      stacks,
      webDistPath: webDist,
      assemblyDir: path.join(workDir, 'cdk.out'),
      cleanUp,
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
