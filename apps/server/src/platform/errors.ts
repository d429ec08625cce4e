import { CLIENT_MESSAGES, ERROR_CODES, ERROR_MESSAGES, type ErrorEnvelope } from "@johap/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The one error type services throw; the handler below maps it to the envelope. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string) => new AppError(400, ERROR_CODES.VALIDATION, message);
export const notFound = (message: string = ERROR_MESSAGES.NOT_FOUND) =>
  new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);

const HANGUL = /[가-힣]/;

/** The body could not be read as the route expects: not JSON, empty, or of a content type it does not take. */
const BODY_ERRORS: readonly string[] = [
  "FST_ERR_CTP_INVALID_MEDIA_TYPE",
  "FST_ERR_CTP_EMPTY_JSON_BODY",
  "FST_ERR_CTP_INVALID_JSON_BODY",
  "FST_ERR_CTP_INVALID_CONTENT_LENGTH",
];

/**
 * A value PostgreSQL cannot take (SQLSTATE class 22, data exception): an id past the `integer` range, a
 * date that does not exist. It came with the request, which is refused as bad input rather than answered
 * as a server fault. Drizzle wraps the driver's error, so the causes are looked through.
 */
function isDataException(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function envelopeOf(error: FastifyError | AppError | Error): ErrorEnvelope {
  if (error instanceof AppError) return { status: error.httpStatus, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first issue's message: the field's own, or zod's Korean locale (set by the contracts). A message
    // without Hangul never reaches the client.
    const first = error.validation[0]?.message;
    const message = first && HANGUL.test(first) ? first : ERROR_MESSAGES.VALIDATION;
    return { status: 400, code: ERROR_CODES.VALIDATION, message };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code;
  // Malformed JSON is a SyntaxError the JSON parser marks 400.
  if (BODY_ERRORS.includes(code) || (error instanceof SyntaxError && status === 400)) {
    return { status: 400, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.MALFORMED_BODY };
  }
  if (status === 429) return { status, code: ERROR_CODES.TOO_MANY_REQUESTS, message: ERROR_MESSAGES.TOO_MANY_REQUESTS };
  if (status === 413) return { status, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE };
  if (status === 415) return { status, code: ERROR_CODES.UNSUPPORTED_MEDIA, message: ERROR_MESSAGES.UNSUPPORTED_MEDIA };
  if (status >= 400 && status < 500)
    return { status, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.VALIDATION };
  if (isDataException(error)) return { status: 400, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.VALIDATION };
  return { status: 500, code: ERROR_CODES.INTERNAL, message: CLIENT_MESSAGES.serverErrorRetry };
}

function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const body = envelopeOf(error);
  if (body.status >= 500) request.log.error({ err: error }, "request failed");
  else if (isDataException(error)) request.log.warn({ err: error }, "request refused by the database");
  else request.log.info({ code: body.code, message: error.message }, "request refused");
  return reply.status(body.status).send(body);
}

/**
 * Fastify's own refusals before a route is found (a URL that is not UTF-8, a path parameter over 100
 * characters), as the envelope with a Korean message: the `frameworkErrors` option of the instance.
 */
export const sendFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  sendError(error, request, reply);
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}
