import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders a bank connector (an SFTP or EBICS client) shares with the platform: files to send are
 * written to the outbox under a temporary name and renamed once complete, so that a connector never
 * picks up half a file; files received are read from the inbox and moved to `done/` or `refused/`.
 */
/** A file written to the outbox under a temporary name: named once committed, removed when aborted. */
export interface OutboxFile {
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export const bankFolders = {
  async writeOutbox(dir: string, name: string, xml: string): Promise<OutboxFile> {
    await fs.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${name}.part`);
    await fs.writeFile(tmp, xml, 'utf8');
    return {
      commit: () => fs.rename(tmp, path.join(dir, name)),
      abort: () => fs.rm(tmp, { force: true }),
    };
  },

  /** The XML files waiting in the inbox, oldest name first. */
  async inbox(dir: string): Promise<string[]> {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    return names.filter((n) => /\.xml$/i.test(n) && !n.startsWith('.')).sort();
  },

  /** Moves a read file aside (`done` or `refused`), keeping it for whoever looks later. */
  async settle(dir: string, name: string, to: 'done' | 'refused') {
    await fs.mkdir(path.join(dir, to), { recursive: true });
    await fs.rename(path.join(dir, name), path.join(dir, to, name));
  },
};
