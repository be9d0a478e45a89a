import path from 'node:path';

/** Where the product keeps its files unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = './data';

/** The embedded database's folder within the data folder. */
export const embeddedDataDir = (dataDir: string) => path.resolve(dataDir, 'pg');
