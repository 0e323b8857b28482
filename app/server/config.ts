import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/** Where the secret lives in embedded mode when LECTERN_SECRET is not given. */
export const SECRET_FILE_NAME = 'secret';
const SECRET_MIN_LENGTH = 32;
/** Variables whose values may hold credentials, so error messages never repeat them. */
const SENSITIVE_VARIABLE = /SECRET|KEY|PASSWORD|^DATABASE_URL$|^SMTP_URL$/;

/** A configuration problem found at start; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(
      `Lectern cannot start, the configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const flag = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(['1', '0', 'true', 'false', 'yes', 'no', ''], `${name} must be 1 or 0 (true or false).`),
      v.transform((value) => (value === '' ? undefined : ['1', 'true', 'yes'].includes(value))),
    ),
  );

const url = (name: string, protocols: string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}.`,
      ),
    ),
  );

const nonEmpty = (name: string) => v.optional(v.pipe(v.string(), v.nonEmpty(`${name} must not be empty.`)));

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number between 0 and 65535.'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be a whole number between 0 and 65535.'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty.')), '0.0.0.0'),
  LECTERN_DATA_DIR: v.optional(
    v.pipe(v.string(), v.nonEmpty('LECTERN_DATA_DIR must not be empty.')),
    '.data',
  ),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
  LECTERN_DEMO: flag('LECTERN_DEMO'),
  NODE_ENV: v.optional(
    v.picklist(['production', 'development', 'test'], 'NODE_ENV must be production, development or test.'),
    'development',
  ),
  LECTERN_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.minLength(SECRET_MIN_LENGTH, `LECTERN_SECRET must be at least ${SECRET_MIN_LENGTH} characters long.`),
    ),
  ),
  LECTERN_INSPECTOR: flag('LECTERN_INSPECTOR'),
  LECTERN_STAFF_EMAILS: v.optional(v.string()),
  LECTERN_TRUST_PROXY: flag('LECTERN_TRUST_PROXY'),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    ),
    'info',
  ),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']),
  SMTP_FROM: v.optional(
    v.pipe(v.string(), v.email('SMTP_FROM must be an email address, like lectern@example.com.')),
  ),
  STORAGE_DRIVER: v.optional(v.picklist(['local', 's3'], 'STORAGE_DRIVER must be local or s3.'), 'local'),
  S3_BUCKET: nonEmpty('S3_BUCKET'),
  S3_REGION: nonEmpty('S3_REGION'),
  S3_ENDPOINT: url('S3_ENDPOINT', ['http:', 'https:']),
  S3_ACCESS_KEY_ID: nonEmpty('S3_ACCESS_KEY_ID'),
  S3_SECRET_ACCESS_KEY: nonEmpty('S3_SECRET_ACCESS_KEY'),
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']),
  LECTERN_UPLOAD_EXPIRY_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, 'LECTERN_UPLOAD_EXPIRY_HOURS must be a positive number of hours.'),
      v.transform(Number),
      v.minValue(0.0001, 'LECTERN_UPLOAD_EXPIRY_HOURS must be a positive number of hours.'),
    ),
    '24',
  ),
  LECTERN_ALLOWED_ORIGINS: v.optional(v.string()),
  LECTERN_MEDIA_WORKER: flag('LECTERN_MEDIA_WORKER'),
  LECTERN_IMPORT_ALLOW_HOSTS: v.optional(v.string()),
  SENTRY_DSN: url('SENTRY_DSN', ['https:', 'http:']),
  VITE_SENTRY_DSN: url('VITE_SENTRY_DSN', ['https:', 'http:']),
});

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, secret, local uploads). */
  dataDir: string;
  /** PostgreSQL address; absent means the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Whether to write the demo accounts and course at start. */
  demo: boolean;
  nodeEnv: 'production' | 'development' | 'test';
  isProduction: boolean;
  /** HMAC key for CSRF tokens and id hashes. */
  secret: string;
  inspector: boolean;
  /** Emails of the deployment's staff (LECTERN_STAFF_EMAILS, lower case): who may open the inspector in production. */
  staffEmails: string[];
  trustProxy: boolean;
  logLevel: string;
  smtp: { url: string; from: string } | undefined;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /** The address people use to reach the server, e.g. https://learn.example.com. */
  publicUrl: string | undefined;
  /** Origins allowed to sign in and register besides the server's own. */
  allowedOrigins: string[];
  /** How long an unfinished resumable upload is kept after its creation (LECTERN_UPLOAD_EXPIRY_HOURS). */
  uploadExpiryMs: number;
  /** Whether this app server also runs a media worker (LECTERN_MEDIA_WORKER, on unless `0`). */
  mediaWorker: boolean;
  /**
   * Test-only: `host:port` pairs an image import may reach although their address is refused
   * (LECTERN_IMPORT_ALLOW_HOSTS, e.g. `127.0.0.1:43210` for a spec's own server). Empty unless set;
   * refused in production (docs/uploads.md "Images imported by address").
   */
  importAllowHosts: string[];
  /** Where the server reports its own errors besides its log (SENTRY_DSN). */
  sentryDsn: string | undefined;
  /** The origin the browser's error reports go to (VITE_SENTRY_DSN, as given to the build): allowed in connect-src. */
  browserSentryOrigin: string | undefined;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE_NAME);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= SECRET_MIN_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Reads and checks the environment. Throws `ConfigError` naming each bad variable.
 * In embedded mode a missing LECTERN_SECRET is generated once and kept in the data directory.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, given);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const name = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment';
        const value = SENSITIVE_VARIABLE.test(name) ? undefined : given[name];
        const sentence = issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
        return value === undefined ? sentence : `${sentence.replace(/\.$/, '')} (got "${value}").`;
      }),
    );
  }
  const e = result.output;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';

  if (isProduction && e.DATABASE_URL && !e.LECTERN_SECRET) {
    problems.push(
      `LECTERN_SECRET is required in production with DATABASE_URL (at least ${SECRET_MIN_LENGTH} characters; every app server must share it).`,
    );
  }
  if (e.SMTP_URL && !e.SMTP_FROM) problems.push('SMTP_FROM is required when SMTP_URL is set.');
  if (e.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) problems.push(`${name} is required when STORAGE_DRIVER is s3.`);
    }
  }
  const allowedOrigins: string[] = [];
  for (const item of (e.LECTERN_ALLOWED_ORIGINS ?? '').split(',').map((part) => part.trim())) {
    if (!item) continue;
    try {
      allowedOrigins.push(new URL(item).origin);
    } catch {
      problems.push(`LECTERN_ALLOWED_ORIGINS must be a comma-separated list of origins (got "${item}").`);
    }
  }
  if (e.PUBLIC_URL) allowedOrigins.unshift(new URL(e.PUBLIC_URL).origin);
  const importAllowHosts = (e.LECTERN_IMPORT_ALLOW_HOSTS ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0);
  for (const item of importAllowHosts) {
    if (!/^[^\s:/]+:\d{1,5}$/.test(item))
      problems.push(
        `LECTERN_IMPORT_ALLOW_HOSTS must be a comma-separated list of host:port (got "${item}").`,
      );
  }
  if (isProduction && importAllowHosts.length > 0)
    problems.push('LECTERN_IMPORT_ALLOW_HOSTS is for tests only and must not be set in production.');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(cwd, e.LECTERN_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demo: e.LECTERN_DEMO ?? !e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    isProduction,
    secret: e.LECTERN_SECRET ?? readOrCreateSecret(dataDir),
    inspector: e.LECTERN_INSPECTOR ?? false,
    staffEmails: (e.LECTERN_STAFF_EMAILS ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.length > 0),
    trustProxy: e.LECTERN_TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { driver: 'local' },
    publicUrl: e.PUBLIC_URL,
    allowedOrigins,
    uploadExpiryMs: Math.round(e.LECTERN_UPLOAD_EXPIRY_HOURS * 60 * 60 * 1000),
    mediaWorker: e.LECTERN_MEDIA_WORKER ?? true,
    importAllowHosts,
    sentryDsn: e.SENTRY_DSN,
    browserSentryOrigin: e.VITE_SENTRY_DSN ? new URL(e.VITE_SENTRY_DSN).origin : undefined,
  };
}
