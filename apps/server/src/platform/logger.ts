import pino, { type Logger } from 'pino';
import type { Config } from '../config';

/** Paths that may hold secrets; they are never written to the log. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.code',
  '*.totp_code',
  '*.token',
  '*.secret',
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'merchant-console' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
