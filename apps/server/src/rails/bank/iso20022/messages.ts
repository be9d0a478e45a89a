// The messages the rail writes and reads, with their XML parser and schema check (libxml2 in
// WebAssembly): `bank.ts` loads them with its first file, so a server that never meets a bank file
// never loads them.
export { readStatement } from './camt';
export { buildPain001 } from './pain001';
export { readStatusReport } from './pain002';
export { checkSchema } from './schema-check';
export { readBankXml } from './xml-read';
