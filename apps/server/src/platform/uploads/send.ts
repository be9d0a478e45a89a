import type { FastifyReply } from 'fastify';

/** `inline` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored file as itself (not an envelope), typed by its detected content. */
export function sendDocument(
  reply: FastifyReply,
  doc: { mime: string; size: number; displayName: string; stream: NodeJS.ReadableStream },
) {
  return reply
    .type(doc.mime)
    .header('content-length', String(doc.size))
    .header('content-disposition', contentDisposition(doc.displayName))
    .send(doc.stream);
}

/** A document opened inline through a link: typed by its detected content, framed by this origin only, never sniffed. */
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Sends a stored file for an operator's link (an <img> or <iframe> of the back office shows it). */
export function sendLinkedDocument(
  reply: FastifyReply,
  doc: { mime: string; size: number; displayName: string; stream: NodeJS.ReadableStream },
) {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOCUMENT_CSP)
    .header('cache-control', 'private, no-store');
  return sendDocument(reply, doc);
}
