import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * A data folder on disk that is still being filled from the template when the engine starts: the
 * engine compiles and instantiates its WebAssembly and unpacks its own files meanwhile, and waits for
 * the folder only where it first looks into it (PGlite's initial sync of the file system, before it
 * checks for PG_VERSION and starts PostgreSQL).
 */
export class SeedingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly seeding: Promise<void>,
  ) {
    super(dataDir);
    // a failed copy is reported where the engine waits for it, not as an unhandled rejection before
    seeding.catch(() => {});
  }

  override async initialSyncFs(): Promise<void> {
    await this.seeding;
    await super.initialSyncFs();
  }
}
