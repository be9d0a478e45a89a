import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The committed types of the API: `src/schema.d.ts`. */
export const SCHEMA_FILE = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url));

/** The command that writes it again: what to run after a change to the API. */
export const GENERATE_COMMAND = 'npm run generate -w @mc/client';

/** The server's script that prints the document as a production server serves it. */
const DOCUMENT_SCRIPT = fileURLToPath(
  new URL('../../../apps/server/scripts/api-document.ts', import.meta.url),
);

const HEADER = `// The types of the Merchant API: generated from the document the server serves (/api/docs/json)
// by \`${GENERATE_COMMAND}\`. Do not edit: change the API, then run it again.
`;

/** The document (/api/docs/json) as a production server of this repository serves it. */
export async function servedDocument(): Promise<OpenAPI3> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, DOCUMENT_SCRIPT], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as OpenAPI3;
}

/** What `src/schema.d.ts` holds for a document: openapi-typescript's types, under a header. */
export async function schemaText(document: OpenAPI3): Promise<string> {
  return HEADER + astToString(await openapiTS(document));
}
