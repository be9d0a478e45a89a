/** The bank rail's test helpers: the messages (`iso20022-messages.ts`) and an import through the API. */
import type { TestApp } from './harness';
import { multipart } from './kyb';

/** POST /api/ops/bank-files/import of one file, as an operator (answers in English). */
export function importFile(t: TestApp, token: string, xml: string | Buffer, name = 'bank.xml') {
  const body = multipart([
    { field: 'file', filename: name, content: Buffer.isBuffer(xml) ? xml : Buffer.from(xml) },
  ]);
  return t.call({
    method: 'POST',
    url: '/api/ops/bank-files/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
}

export * from './iso20022-messages';
