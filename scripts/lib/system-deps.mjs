import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) {
    const update = spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
    if (update.status !== 0) return false;
    aptUpdated = true;
  }
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-q', '--no-install-recommends', ...packages],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  return install.status === 0;
}

/**
 * Makes sure a Debian package's binary exists; installs it with apt-get when running as root,
 * otherwise explains exactly what to install. Returns true when the binary is available.
 */
export function ensureDebianBinary({ binary, packages, purpose }) {
  if (existsSync(binary)) return true;
  if (!isRoot()) {
    console.error(
      `${binary} is missing; it is needed ${purpose}.\n` +
        `Install it as root with: apt-get update && apt-get install -y ${packages.join(' ')}`,
    );
    return false;
  }
  console.log(`Installing ${packages.join(' ')} from Debian (needed ${purpose})…`);
  return aptInstall(packages) && existsSync(binary);
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianBinary({
    binary: CHROMIUM_PATH,
    packages: ['chromium', 'fonts-dejavu-core'],
    purpose: 'for browser tests (Vitest browser mode, Storybook tests, end-to-end tests)',
  });
}
