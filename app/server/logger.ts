import pino, { type DestinationStream, type Logger } from 'pino';

/** JSON logs, one line per event; secrets and cookies never reach them. */
export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'lectern' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
    },
    options.destination,
  );
}
