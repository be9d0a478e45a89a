import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Addresses that carry a credential in their path (an invitation link's token: the console's page
 * `/invite/<token>` and the API's `/api/public/invitations/<token>`), and what is logged instead.
 */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^(\/api\/public\/invitations\/)(?!accept(?:[/?#]|$)|authenticator(?:[/?#]|$))[^/?#]+/, '$1[redacted]'],
  [/^(\/invite\/)[^/?#]+/, '$1[redacted]'],
];

/** The address of a request as the log may keep it. */
export function loggableUrl(url: string): string {
  return SECRET_PATHS.reduce((out, [pattern, by]) => out.replace(pattern, by), url);
}

/**
 * Fastify's request logging with the addresses made loggable: the "incoming request" line carries
 * the same fields as Fastify's own serializer, its url without credentials.
 */
export class RedactingLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    _reply: FastifyReply,
    _metadata?: Record<string, unknown>,
  ): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(
      {
        req: {
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        },
      },
      'incoming request',
    );
  }
}
