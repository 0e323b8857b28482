/**
 * Keeps `npm ci` working when the registry in reach lacks some platform builds (android, darwin,
 * windows… of esbuild-like packages). `npm install` leaves such optional dependencies out of the
 * lockfile, and `npm ci` then refuses the lockfile as out of sync. This adds each missing optional
 * platform package as an entry that names its os and cpu, so `npm ci` sees it, finds it does not
 * fit this machine and skips it, exactly as it would with a complete lockfile.
 *
 * Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'netbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** os, cpu and libc read from a platform package's name, e.g. `@rollup/rollup-linux-arm64-musl`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const words = (name.split('/').pop() ?? '').split('-');
  const os = OS.find((candidate) => words.includes(candidate));
  const cpu = CPU.find(
    (candidate) => words.includes(candidate) || (candidate === 'arm' && words.includes('arm')),
  );
  if (!os || !cpu) return undefined;
  const libc =
    os === 'linux'
      ? words.includes('musl')
        ? ['musl']
        : words.includes('gnu') || words.includes('gnueabihf')
          ? ['glibc']
          : undefined
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

function resolves(packages: Record<string, LockEntry>, from: string, name: string): boolean {
  let base = from;
  while (true) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const at = base.lastIndexOf('node_modules/');
    base = at <= 0 ? '' : base.slice(0, at - 1);
  }
}

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(lock.packages, location, name)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const target = lock.packages[`node_modules/${name}`]
      ? `${location}/node_modules/${name}`
      : `node_modules/${name}`;
    lock.packages[target] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added
    ? `Added ${added} platform packages the registry lacks to package-lock.json.`
    : 'package-lock.json is complete.',
);
