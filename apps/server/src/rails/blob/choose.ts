import path from 'node:path';
import type { Config } from '../../config';
import { fsBlobStore } from './fs';
import { s3BlobStore } from './s3';
import type { BlobStore } from './types';

type StorageSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'KYB_S3_ENDPOINT'
  | 'KYB_S3_BUCKET'
  | 'KYB_S3_REGION'
  | 'KYB_S3_ACCESS_KEY_ID'
  | 'KYB_S3_SECRET_ACCESS_KEY'
  | 'KYB_S3_PREFIX'
  | 'KYB_S3_PATH_STYLE'
  | 'KYB_S3_TIMEOUT_MS'
>;

/**
 * The store of uploaded documents (KYB's) chosen by the settings: the S3-compatible store when KYB_S3_ENDPOINT and
 * its companions are set (the settings check that they come together), else `DATA_DIR/kyb`.
 */
export function blobStoreOf(config: StorageSettings): BlobStore {
  const { KYB_S3_ENDPOINT: endpoint, KYB_S3_BUCKET: bucket } = config;
  const { KYB_S3_ACCESS_KEY_ID: accessKeyId, KYB_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3BlobStore({
      endpoint,
      bucket,
      accessKeyId,
      secretAccessKey,
      region: config.KYB_S3_REGION,
      prefix: config.KYB_S3_PREFIX,
      pathStyle: config.KYB_S3_PATH_STYLE,
      timeoutMs: config.KYB_S3_TIMEOUT_MS,
    });
  }
  return fsBlobStore(path.join(config.DATA_DIR, 'kyb'));
}
