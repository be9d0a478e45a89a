import fs from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { serverPath } from '../../../paths';
import { BankFileError } from './file-error';

/** The messages the rail writes or reads, each with its official schema (see xsd/README.md). */
export const messageSchemas = {
  'pain.001': 'pain.001.001.09',
  'pain.002': 'pain.002.001.10',
  'camt.053': 'camt.053.001.08',
  'camt.054': 'camt.054.001.08',
} as const;
export type MessageKind = keyof typeof messageSchemas;

const schemaText = new Map<MessageKind, string>();
function schemaOf(kind: MessageKind): string {
  let text = schemaText.get(kind);
  if (!text) {
    text = fs.readFileSync(serverPath(`src/rails/bank/iso20022/xsd/${messageSchemas[kind]}.xsd`), 'utf8');
    schemaText.set(kind, text);
  }
  return text;
}

/** 64 KiB pages: room for a 20 MB file and its tree in libxml2's memory. */
const MAX_MEMORY_PAGES = 16_384;

/**
 * Validates a message against its XSD with libxml2 (xmllint compiled to WebAssembly: no network,
 * no file access). The first errors are named; a file that fails is refused as a whole.
 */
export async function checkSchema(kind: MessageKind, xml: string): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [{ fileName: `${messageSchemas[kind]}.xsd`, contents: schemaOf(kind) }],
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  if (result.valid) return;
  const detail = result.errors
    .slice(0, 3)
    .map((e) => e.message.replace(/\{urn:iso:std:iso:20022:tech:xsd:[a-z0-9.]+\}/g, ''))
    .join('; ');
  throw new BankFileError('bank_file_schema', { kind: messageSchemas[kind], detail: detail.slice(0, 600) });
}
