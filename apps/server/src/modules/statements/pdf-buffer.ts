import type { StatementDocument } from './document';
import type { StatementLang } from './labels';
import { statementPdf } from './pdf';

/** A statement's PDF as bytes (a mail attachment). */
export async function pdfBuffer(d: StatementDocument, lang: StatementLang): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await statementPdf(d, lang)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
