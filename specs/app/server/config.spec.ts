import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SECRET_FILE_NAME } from '../../../app/server/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ LECTERN_DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('loadConfig', () => {
  it('has the documented defaults: port 3000, all interfaces, .data, embedded database with demo data', () => {
    const config = loadConfig({}, dataDir);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(dataDir, '.data'),
      databaseUrl: undefined,
      demo: true,
      nodeEnv: 'development',
      isProduction: false,
      storage: { driver: 'local' },
      smtp: undefined,
    });
  });

  it('generates the secret once in the data directory and reuses it', () => {
    const first = loadConfig({ LECTERN_DATA_DIR: dataDir });
    const second = loadConfig({ LECTERN_DATA_DIR: dataDir });
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(second.secret).toBe(first.secret);
    expect(readFileSync(path.join(dataDir, SECRET_FILE_NAME), 'utf8').trim()).toBe(first.secret);
  });

  it('writes no demo data to PostgreSQL unless LECTERN_DEMO=1', () => {
    const url = 'postgres://lectern@db.internal:5432/lectern';
    expect(loadConfig({ LECTERN_DATA_DIR: dataDir, DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ LECTERN_DATA_DIR: dataDir, DATABASE_URL: url, LECTERN_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ LECTERN_DATA_DIR: dataDir, LECTERN_DEMO: '0' }).demo).toBe(false);
  });

  it('names the bad variable and what was given', () => {
    expect(problemsOf({ PORT: 'eighty' })).toContain(
      'PORT must be a whole number between 0 and 65535 (got "eighty")',
    );
    expect(problemsOf({ PORT: '70000' })).toContain('PORT');
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toContain(
      'DATABASE_URL must be a URL starting with postgres://',
    );
    expect(problemsOf({ NODE_ENV: 'staging' })).toContain('NODE_ENV must be production, development or test');
    expect(problemsOf({ LECTERN_DEMO: 'maybe' })).toContain('LECTERN_DEMO must be 1 or 0');
  });

  it('lists every problem at once', () => {
    const message = problemsOf({ PORT: 'x', STORAGE_DRIVER: 'ftp', SMTP_FROM: 'nobody' });
    expect(message).toContain('PORT');
    expect(message).toContain('STORAGE_DRIVER must be local or s3');
    expect(message).toContain('SMTP_FROM must be an email address');
  });

  it('requires LECTERN_SECRET in production with DATABASE_URL', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://lectern@db.internal/lectern' }),
    ).toContain('LECTERN_SECRET is required in production with DATABASE_URL');
    expect(problemsOf({ LECTERN_SECRET: 'short' })).toContain(
      'LECTERN_SECRET must be at least 32 characters',
    );
  });

  it('lets image imports reach no private address by default; the test-only allowance is refused in production', () => {
    expect(loadConfig({ LECTERN_DATA_DIR: dataDir }).importAllowHosts).toEqual([]);
    expect(
      loadConfig({ LECTERN_DATA_DIR: dataDir, LECTERN_IMPORT_ALLOW_HOSTS: '127.0.0.1:4321' })
        .importAllowHosts,
    ).toEqual(['127.0.0.1:4321']);
    expect(problemsOf({ LECTERN_IMPORT_ALLOW_HOSTS: '127.0.0.1' })).toContain(
      'LECTERN_IMPORT_ALLOW_HOSTS must be a comma-separated list of host:port',
    );
    expect(
      problemsOf({
        NODE_ENV: 'production',
        LECTERN_SECRET: 'x'.repeat(40),
        LECTERN_IMPORT_ALLOW_HOSTS: '127.0.0.1:4321',
      }),
    ).toContain('LECTERN_IMPORT_ALLOW_HOSTS is for tests only and must not be set in production.');
  });

  it('requires the S3 settings with STORAGE_DRIVER=s3 and SMTP_FROM with SMTP_URL', () => {
    const s3 = problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' });
    expect(s3).toContain('S3_REGION is required when STORAGE_DRIVER is s3');
    expect(s3).toContain('S3_ACCESS_KEY_ID is required');
    expect(s3).not.toContain('S3_BUCKET is required');
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example:587' })).toContain(
      'SMTP_FROM is required when SMTP_URL is set',
    );
  });

  it('allows the public origin and the listed origins to sign in', () => {
    const config = loadConfig({
      LECTERN_DATA_DIR: dataDir,
      PUBLIC_URL: 'https://learn.example.com/app',
      LECTERN_ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173',
    });
    expect(config.allowedOrigins).toEqual([
      'https://learn.example.com',
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
    expect(problemsOf({ LECTERN_ALLOWED_ORIGINS: 'not an origin' })).toContain('LECTERN_ALLOWED_ORIGINS');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ LECTERN_DATA_DIR: dataDir, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
