import path from "node:path";
import type { Config } from "../config";
import { type FileStore, localFileStore } from "./file-store";
import { s3FileStore } from "./s3-file-store";

/** S3-compatible storage when S3_BUCKET is set; local disk under DATA_DIR/files otherwise. */
export function fileStoreFromConfig(config: Config, urlSecret: Buffer): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(path.join(config.dataDir, "files"), urlSecret);
}
