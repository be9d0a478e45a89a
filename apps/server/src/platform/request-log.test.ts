import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/harness';
import { REDACT_PATHS } from './logger';
import { loggableUrl } from './request-log';

const TOKEN = 'Q'.repeat(43);

describe('request log', () => {
  it('keeps no invitation token of an address', () => {
    expect(loggableUrl(`/api/public/invitations/${TOKEN}`)).toBe('/api/public/invitations/[redacted]');
    expect(loggableUrl(`/api/public/invitations/${TOKEN}?x=1`)).toBe(
      '/api/public/invitations/[redacted]?x=1',
    );
    expect(loggableUrl(`/invite/${TOKEN}`)).toBe('/invite/[redacted]');
    expect(loggableUrl('/api/public/invitations/accept')).toBe('/api/public/invitations/accept');
    expect(loggableUrl('/api/public/invitations/authenticator')).toBe(
      '/api/public/invitations/authenticator',
    );
    expect(loggableUrl('/api/team/members?limit=5')).toBe('/api/team/members?limit=5');
  });

  it("logs a request's address without the token, with Fastify's fields", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'info', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    const t = await createTestApp({ LOG_REQUESTS: 'true' }, { logger });
    try {
      await t.call({ method: 'GET', url: `/api/public/invitations/${TOKEN}` });
    } finally {
      await t.close();
    }
    expect(lines.join('')).not.toContain(TOKEN);
    const incoming = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request');
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/api/public/invitations/[redacted]' });
  });
});
