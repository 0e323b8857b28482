/**
 * `npm start`: builds the web app into dist/web when it is missing or older than its sources, then
 * runs the server in production mode (embedded database and demo data unless configured otherwise)
 * and prints the address and the demo accounts.
 *
 * The build runs in a child process: the server's process never loads Vite and its bundler, so
 * their memory is not held for the server's life (docs/benchmarks.md, the idle memory).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDatabaseDir } from '../app/server/db/client.ts';
import { closeOnSignals, configOrExit, startServer } from '../app/server/main.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../app/server/seed/demo-data.ts';
import { WEB_DIST_DIR } from '../app/server/web/serve-web.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** What the built web app is made from; a change to any of these triggers a rebuild. */
const WEB_SOURCES = ['app/web', 'ui', 'core', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

async function buildWebIfStale(): Promise<void> {
  const builtIndex = path.join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(path.join(root, 'app/web/index.html'))) {
    console.warn('app/web/index.html does not exist yet; starting without the web app.');
    return;
  }
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...WEB_SOURCES.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'The web app changed since the last build; rebuilding…' : 'Building the web app…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--config', path.join(root, 'vite.config.ts'), '--logLevel', 'warn'];
  const child = spawn(process.execPath, [...args, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0)
    throw new Error(`The web app's build failed (vite build exited with ${code ?? 'a signal'}).`);
}

process.env.NODE_ENV = 'production';
const config = configOrExit();
await buildWebIfStale();
const running = await startServer({ config, web: 'static' });
closeOnSignals(running);

const relativeDataDir = path.relative(root, embeddedDatabaseDir(config.dataDir));
const shownDataDir = relativeDataDir.startsWith('..') ? embeddedDatabaseDir(config.dataDir) : relativeDataDir;
const accounts = Object.entries(DEMO_ACCOUNTS)
  .map(([role, account]) => `    ${role.padEnd(8)} ${account.email}`)
  .join('\n');
console.log(`
  Lectern is running at ${config.publicUrl ?? running.url}
  Database: ${running.database.kind === 'pglite' ? `embedded, in ${shownDataDir}` : 'PostgreSQL (DATABASE_URL)'}
${config.demo ? `\n  Demo accounts (password: ${DEMO_PASSWORD}):\n${accounts}\n` : ''}
  Stop with Ctrl+C.
`);
