import { startEmbeddedThread } from './db/embedded-thread';

// The embedded database's thread starts before anything else loads: it loads PGlite and compiles its
// WebAssembly while this thread loads the settings and the server's code (`start.ts`).
const thread = startEmbeddedThread();
/** Settles once the server listens (the bundled server's launcher then keeps its code cache: `launch.ts`). */
export const started = import('./start').then(({ start }) => start(thread));
