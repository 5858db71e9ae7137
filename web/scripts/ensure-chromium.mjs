// Runs before the end-to-end tests: they drive Debian's Chromium at /usr/bin/chromium. Where it is
// missing, root installs it with apt-get; anyone else gets the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
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
