import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** One message: plain text only, so nothing a user typed can become markup in a mail reader. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, otherwise into the outbox table (README). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Sends without holding the caller up: the answer of a restore must not wait on the mail server,
   * so a known and an unknown email take the same time. Failures are logged.
   */
  sendLater(mail: Mail): void;
  /** Resolves once every `sendLater` so far has finished (specs, shutdown). */
  idle(): Promise<void>;
}

/**
 * One SMTP transport per SMTP_URL, kept for the process. nodemailer is imported on the first mail
 * sent over SMTP: a server without SMTP_URL (mail into the outbox) never loads it (docs/benchmarks.md,
 * the idle memory).
 */
const transports = new Map<string, Promise<Transporter>>();

function smtpTransport(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    transports.set(url, transport);
    // A failed import is not kept, so the next mail tries again.
    transport.catch(() => transports.delete(url));
  }
  return transport;
}

/** The mailer of a configuration: SMTP when SMTP_URL is set, the outbox table otherwise. */
export function createMailer(deps: { db: Db; config: Config; logger: Logger }): Mailer {
  const { db, config, logger } = deps;
  const pending = new Set<Promise<void>>();
  const smtp = config.smtp;

  async function send(mail: Mail): Promise<void> {
    if (!smtp) {
      await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.text });
      // With the demo data or outside production, the mail is also printed where the server runs, so
      // a person trying a code flow reads it at once (the embedded database opens in one process only,
      // so `scripts/outbox.ts` needs the server stopped). A production outbox stays in the database.
      if (config.demo || config.nodeEnv !== 'production') {
        logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox');
      }
      return;
    }
    const transport = await smtpTransport(smtp.url);
    await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  return {
    send,
    sendLater(mail) {
      const job = send(mail)
        .catch((error: unknown) => logger.error({ err: error, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
