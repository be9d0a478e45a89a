import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorEnvelope, type Lang, type MessageKey, t } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from './request-context';

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

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  return 400;
}

/** An envelope answer that closes the connection: its headers, and its body in the language given. */
function envelopeAnswer(status: number, key: MessageKey, lang: Lang, headers: Record<string, string>) {
  const body: ErrorEnvelope = { code: status, message: t(key, lang), data: null };
  const json = JSON.stringify(body);
  return {
    json,
    headers: {
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      connection: 'close',
    },
  };
}

/** The same answer as raw bytes, for a socket that carries no parsed request. */
function rawEnvelopeAnswer(status: number, key: MessageKey, headers: Record<string, string>) {
  const answer = envelopeAnswer(status, key, 'cn', headers);
  const lines = Object.entries(answer.headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join('\r\n')}\r\n\r\n${answer.json}`;
}

/**
 * Fastify's `clientErrorHandler`: a client error on the socket answered in the envelope (the
 * language cannot be read from headers that did not parse: Chinese, the default).
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.end(rawEnvelopeAnswer(statusOf(err.code), 'bad_request', headers));
    else socket.destroy();
  };
}

/** Node's own answers (417 to an unmet `Expect`, nothing to a CONNECT) replaced by envelope ones. */
export function installServerAnswers(app: FastifyInstance, headers: Record<string, string>) {
  const server = app.server as Server;
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const answer = envelopeAnswer(417, 'bad_request', langOf(req), headers);
    res.writeHead(417, answer.headers);
    res.end(answer.json);
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawEnvelopeAnswer(405, 'method_not_allowed', headers));
  });
}
