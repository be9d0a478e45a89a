import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { SCHEMA_FILE, schemaText, servedDocument } from './schema-file';

// `npm run generate -w @mc/client`: writes src/schema.d.ts from the document the server serves.
await writeFile(SCHEMA_FILE, await schemaText(await servedDocument()));
console.log(`written ${relative(process.cwd(), SCHEMA_FILE)}`);
