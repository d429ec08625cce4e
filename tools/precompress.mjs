#!/usr/bin/env node
// Writes a brotli (quality 11) and a gzip (level 9) copy beside each text asset of the built apps, for
// @fastify/static's `preCompressed` (apps/server/src/app.ts): a browser gets the smallest form without the
// server compressing the file again at quality 1 on every request. `node tools/precompress.mjs <dist>...`
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Smaller files gain little and @fastify/static sends them as they are. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dist of process.argv.slice(2)) {
  for (const file of files(dist)) {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    count += 1;
    before += bytes.length;
    after += br.length;
  }
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${count} files: ${kb(before)} → ${kb(after)} as brotli`);
