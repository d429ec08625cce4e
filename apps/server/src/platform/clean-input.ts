import { ERROR_MESSAGES, hasForbiddenCharacters } from "@johap/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/**
 * A record of values: a parsed JSON object, or the query and path parameters, which the parsers make on a
 * prototype of their own that has no prototype (fast-querystring, find-my-way). Not a buffer or a stream.
 */
const isRecord = (value: unknown): value is object => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * Refuses (400, 허용되지 않는 문자가 포함되어 있습니다.) a NUL character or a lone surrogate in `value`: a
 * string, or the strings and keys of the arrays and records it holds, at any depth (walked without
 * recursion, so a deeply nested JSON body cannot overflow the stack). Buffers and streams are not text and
 * are left alone. PostgreSQL refuses such text deep inside a statement, which would answer 500.
 */
export function assertCleanText<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (hasForbiddenCharacters(item)) throw badRequest(ERROR_MESSAGES.INVALID_CHARACTERS);
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (isRecord(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (hasForbiddenCharacters(key)) throw badRequest(ERROR_MESSAGES.INVALID_CHARACTERS);
        pending.push(child);
      }
    }
  }
  return value;
}

/** Every request's path parameters, query, headers and parsed body, before any route reads them. */
async function refuseForbiddenText(request: FastifyRequest) {
  assertCleanText([request.params, request.query, request.headers, request.body]);
}

/**
 * Checks the text of every request in one place, before validation: path, query, headers and a parsed
 * JSON or form body. Multipart fields are read by the route as they arrive; `readUploads` checks them.
 */
export function registerCleanInput(app: FastifyInstance) {
  app.addHook("preValidation", refuseForbiddenText);
}
