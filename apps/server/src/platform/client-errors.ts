import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorEnvelope, type MessageKey, pickLang, t } from '@mc/contract';
import type { FastifyInstance } from 'fastify';

/**
 * What Node's HTTP parser refuses before any route runs (a request line or headers that do not
 * parse, headers over the size limit, a request that arrives too slowly), and what the server
 * answers outside Fastify (an `Expect` it cannot meet, a CONNECT), answered in the envelope like
 * every other error: no parser text, no framework body.
 */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

function statusOf(code: string | undefined): [number, MessageKey] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'bad_request'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return [408, 'bad_request'];
  return [400, 'bad_request'];
}

/** The raw bytes of an envelope answer that closes the connection (no request was read whole). */
export function rawEnvelopeAnswer(status: number, key: MessageKey, headers: Record<string, string>) {
  const body: ErrorEnvelope = { code: status, message: t(key, 'cn'), data: null };
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'cache-control: no-store',
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

/**
 * Fastify's `clientErrorHandler`: a client error on the socket answered in the envelope (the
 * language cannot be read from headers that did not parse: Chinese, the default).
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, key] = statusOf(err.code);
    if (socket.writable) socket.end(rawEnvelopeAnswer(status, key, headers));
    else socket.destroy();
  };
}

/** Node's own answers (417 to an unmet `Expect`, nothing to a CONNECT) replaced by envelope ones. */
export function installServerAnswers(app: FastifyInstance, headers: Record<string, string>) {
  const server = app.server as Server;
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const header = req.headers['accept-language'];
    const lang = pickLang(Array.isArray(header) ? header[0] : header);
    const json = JSON.stringify({ code: 417, message: t('bad_request', lang), data: null });
    res.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    res.end(json);
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawEnvelopeAnswer(405, 'method_not_allowed', headers));
  });
}
