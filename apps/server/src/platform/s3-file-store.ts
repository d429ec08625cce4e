import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { create as contentDisposition } from "content-disposition";
import type { S3Config } from "../config";
import { FileMissingError, type FileStore, FileTooLargeError } from "./file-store";

/** Parts of a streamed upload; S3 takes parts of 5 MB at least (but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

const secondsUntil = (expiresAt: number) => Math.max(1, Math.floor((expiresAt - Date.now()) / 1000));

/**
 * Files in an S3-compatible bucket (AWS SDK v3). Checksums only when the operation requires them, so
 * S3-compatible servers that predate the SDK's default CRC32 trailers (and presigned PUTs made by browsers)
 * work too.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  const object = async (key: string) => {
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!Body) throw new FileMissingError(key);
      return Body;
    } catch (error) {
      throw isMissing(error) ? new FileMissingError(key) : error;
    }
  };

  /**
   * Reads the body while counting: a body that fits one part is one PUT; a longer one goes up in parts of
   * S3_PART_BYTES, so memory holds one part. Over `maxBytes` nothing is completed (an object appears only
   * when a PUT or the multipart completion succeeds) and the multipart upload is aborted.
   */
  const putStream: FileStore["putStream"] = async (key, body, { maxBytes }) => {
    let size = 0;
    let chunks: Buffer[] = [];
    let buffered = 0;
    let uploadId: string | undefined;
    const parts: { PartNumber: number; ETag: string | undefined }[] = [];
    const sendPart = async () => {
      uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }))).UploadId;
      const PartNumber = parts.length + 1;
      const Body = Buffer.concat(chunks);
      chunks = [];
      buffered = 0;
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body }),
      );
      parts.push({ PartNumber, ETag });
    };
    try {
      for await (const chunk of body) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += bytes.length;
        if (size > maxBytes) throw new FileTooLargeError(maxBytes);
        chunks.push(bytes);
        buffered += bytes.length;
        if (buffered >= S3_PART_BYTES) await sendPart();
      }
      if (!uploadId) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: Buffer.concat(chunks), ContentLength: size }));
        return { size };
      }
      if (buffered > 0) await sendPart();
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size };
    } catch (error) {
      body.destroy();
      if (uploadId) {
        // The parts of an aborted upload are never an object; a server without the call (s3rver) keeps
        // them until the bucket's lifecycle rule for incomplete uploads removes them.
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  };

  return {
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    get: async (key) => Buffer.from(await (await object(key)).transformToByteArray()),
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    putStream,
    getStream: async (key) => (await object(key)) as Readable,
    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    copy: async (from, to) => {
      const CopySource = `${Bucket}/${from.split("/").map(encodeURIComponent).join("/")}`;
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource }));
      } catch (error) {
        throw isMissing(error) ? new FileMissingError(from) : error;
      }
    },
    // Length and type are signed headers: the store refuses a body of any other size.
    uploadUrl: (file) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: file.key, ContentLength: file.size, ContentType: file.contentType }),
        { expiresIn: secondsUntil(file.expiresAt), signableHeaders: new Set(["content-length", "content-type"]) },
      ),
    downloadUrl: (file) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: file.key,
          ResponseContentDisposition: contentDisposition(file.fileName),
          ResponseContentType: file.contentType,
        }),
        { expiresIn: secondsUntil(file.expiresAt) },
      ),
  };
}
