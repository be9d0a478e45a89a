import { startEmbeddedThread } from './db/embedded-thread';

// The embedded database's thread starts before anything else loads: it loads PGlite and compiles its
// WebAssembly while this thread loads the settings and the server's code (`start.ts`).
const thread = startEmbeddedThread();
const { start } = await import('./start');
await start(thread);
