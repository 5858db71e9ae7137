// Runs before the end-to-end tests: they drive Debian's Chromium at /usr/bin/chromium, or the one
// CHROMIUM_PATH names. Where Debian's is missing, root installs it with apt-get; anyone else gets
// the one command to run. A CHROMIUM_PATH that does not exist stops the run with its name.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    process.exit(1);
  }
} else if (!existsSync(CHROMIUM)) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(INSTALL);
    process.exit(1);
  }
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; run: ${INSTALL}`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is still missing after ${INSTALL}`);
    process.exit(1);
  }
}
