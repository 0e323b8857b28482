import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpCatcher } from './smtp-catcher.ts';

const root = resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${log()}`);
}

/** Builds the web app into a folder of this run's own, starts the production server on the embedded database with demo data, and stops it after. */
export default async function setup(project: TestProject) {
  const webDir = mkdtempSync(join(tmpdir(), 'lectern-e2e-web-'));
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      webDir,
      '--emptyOutDir',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-e2e-'));
  // A real SMTP server: the app's mail (account codes) goes out over SMTP and lands in mailDir.
  const mailDir = mkdtempSync(join(tmpdir(), 'lectern-e2e-mail-'));
  const smtp = await startSmtpCatcher(mailDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(root, 'app/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LECTERN_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      LECTERN_INSPECTOR: '1',
      // In production the inspector opens to signed-in staff only (docs/newcomer.md).
      LECTERN_STAFF_EMAILS: 'expert@lectern.test',
      LECTERN_WEB_DIR: webDir,
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'lectern@lectern.test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(url, child, () => output.slice(-4000));
  project.provide('baseUrl', url);
  project.provide('mailDir', mailDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the run's SMTP server writes each message it receives (support/smtp-catcher.ts). */
    mailDir: string;
  }
}
