import { Readable } from "node:stream";

const MB = 1024 * 1024;

/**
 * A body of `total` bytes made only as it is read (`head` first, zeros after). Past `holdAfter` bytes it
 * waits for `release()`: an answer that comes while it waits was given without the rest of the body.
 * `pulled()` is how much the server took.
 */
export function madeBody(total: number, opts: { head?: Buffer; holdAfter?: number } = {}) {
  const head = opts.head ?? Buffer.alloc(0);
  const holdAfter = opts.holdAfter ?? Number.POSITIVE_INFINITY;
  let pulled = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  async function* chunks() {
    while (pulled < total) {
      if (pulled >= holdAfter) await released;
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - pulled));
      if (pulled < head.length) head.copy(chunk, 0, pulled);
      pulled += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), pulled: () => pulled, release };
}

/**
 * A multipart body (text fields, then one file part of `bytes`, made as it is read and held after
 * `holdAfter` bytes of the file: 16 MB unless told).
 */
export function streamedMultipart(
  fields: Record<string, string>,
  file: { field?: string; name: string; type: string; bytes: number; head?: Buffer; holdAfter?: number },
) {
  const boundary = "----johapstream";
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("");
  const opening = Buffer.from(
    `${text}--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "files"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = madeBody(file.bytes, { head: file.head, holdAfter: file.holdAfter ?? 16 * MB });
  async function* parts() {
    yield opening;
    for await (const chunk of body.stream) yield chunk as Buffer;
    yield closing;
  }
  return {
    payload: Readable.from(parts(), { objectMode: false }),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    pulled: body.pulled,
    release: body.release,
  };
}

/** Fails when `answer` has not come within `ms`: a server that waits for a held body never answers. */
export function answeredWithin<T>(answer: Promise<T>, ms = 15_000): Promise<T> {
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}
