// The server run from its sources (development, `tsx src/main.ts`): the embedded database runs in this
// thread. The bundled server (`dist/main.mjs`, `launch.ts`) runs it in a thread of its own.
/** Settles once the server listens. */
export const started = import('./start').then(({ start }) => start());
