import { buildPgliteTemplate } from '../src/db/template';

const file = await buildPgliteTemplate();
console.log(`database template written to ${file}`);
