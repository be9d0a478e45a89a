import { XMLParser } from 'fast-xml-parser';
import { BankFileError } from './file-error';
import { type MessageKind, messageSchemas } from './schema-check';

/** The kinds read from the bank (pain.001 is only written). */
export type InboundKind = Exclude<MessageKind, 'pain.001'>;

/** Elements that may repeat, read as arrays whatever their count. */
const REPEATED = new Set([
  'OrgnlPmtInfAndSts',
  'TxInfAndSts',
  'StsRsnInf',
  'AddtlInf',
  'Stmt',
  'Ntfctn',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'Ustrd',
  'Strd',
  'Bal',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

const INBOUND: Record<string, InboundKind> = Object.fromEntries(
  (['pain.002', 'camt.053', 'camt.054'] as const).map((k) => [messageSchemas[k], k]),
);

/**
 * The checks before any parsing: within the size limit, UTF-8, XML, and no DOCTYPE: an ISO 20022
 * message never declares one, and refusing it closes external entities (XXE) and entity expansion
 * (billion laughs) before a parser sees the file.
 */
export function readBankXml(bytes: Buffer, maxBytes: number): { kind: InboundKind; xml: string } {
  if (bytes.length === 0) throw new BankFileError('bank_file_empty');
  if (bytes.length > maxBytes) {
    throw new BankFileError('bank_file_too_large', { max: Math.floor(maxBytes / 1024 / 1024) });
  }
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BankFileError('bank_file_not_xml');
  }
  if (xml.charCodeAt(0) === 0xfeff) xml = xml.slice(1);
  if (!/^\s*</.test(xml)) throw new BankFileError('bank_file_not_xml');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new BankFileError('bank_file_doctype');
  const ns =
    /xmlns(?::\w+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.\d{2})["']/.exec(
      xml.slice(0, 4096),
    );
  const kind = ns ? INBOUND[ns[1]!] : undefined;
  if (!kind) throw new BankFileError('bank_file_kind');
  return { kind, xml };
}

/** A node of the parsed tree: text, attributes (`@Ccy`), children. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlNode[] | string[] | undefined;

/** Parses a checked message; its `Document` element. */
export function parseDocument(xml: string): XmlNode {
  const tree = parser.parse(xml) as XmlNode;
  const doc = tree.Document;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new BankFileError('bank_file_kind');
  return doc;
}

/** The child element `name` as a node (the first when repeated). */
export function child(node: XmlValue, ...path: string[]): XmlNode | undefined {
  let at: XmlValue = node;
  for (const name of path) {
    if (!at || typeof at !== 'object') return undefined;
    const next: XmlValue = Array.isArray(at) ? (at[0] as XmlNode | undefined)?.[name] : (at as XmlNode)[name];
    at = Array.isArray(next) ? (next[0] as XmlValue) : next;
  }
  return at && typeof at === 'object' && !Array.isArray(at) ? at : undefined;
}

/** The children `name` as a list (none: empty). */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const v = node?.[name];
  if (!v) return [];
  return (Array.isArray(v) ? v : [v]).filter((x): x is XmlNode => typeof x === 'object');
}

/** The text of the element at `path` (an element with attributes keeps its text under `#text`). */
export function text(node: XmlValue, ...path: string[]): string | null {
  let at: XmlValue = node;
  for (const name of path) {
    if (!at || typeof at !== 'object') return null;
    const next: XmlValue = Array.isArray(at) ? (at[0] as XmlNode | undefined)?.[name] : (at as XmlNode)[name];
    at = Array.isArray(next) ? (next[0] as XmlValue) : next;
  }
  if (typeof at === 'string') return at;
  if (at && typeof at === 'object' && !Array.isArray(at) && typeof at['#text'] === 'string')
    return at['#text'];
  return null;
}

/** Every text of the repeated element `name` (e.g. the lines of unstructured remittance information). */
export function texts(node: XmlNode | undefined, name: string): string[] {
  const v = node?.[name];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v])
    .map((x) => (typeof x === 'string' ? x : (text(x) ?? '')))
    .filter(Boolean);
}
