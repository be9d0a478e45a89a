import { join } from 'node:path';
import type { Plugin } from 'vite';

/** A build plugin that runs `run` with the output folder once the bundle (and its manifest) is on disk. */
export function onWrittenBundle(name: string, run: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      run(outDir);
    },
  };
}
