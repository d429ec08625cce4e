import { CLIENT_MESSAGES, ERROR_CODES, ERROR_MESSAGES, type ErrorEnvelope } from "@johap/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
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

function envelopeOf(error: FastifyError | AppError | Error): ErrorEnvelope {
  if (error instanceof AppError) return { status: error.httpStatus, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const message = first?.message && !first.message.startsWith("Invalid") ? first.message : ERROR_MESSAGES.VALIDATION;
    return { status: 400, code: ERROR_CODES.VALIDATION, message };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) return { status, code: ERROR_CODES.TOO_MANY_REQUESTS, message: ERROR_MESSAGES.TOO_MANY_REQUESTS };
  if (status === 413) return { status, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE };
  if (status === 415) return { status, code: ERROR_CODES.UNSUPPORTED_MEDIA, message: ERROR_MESSAGES.UNSUPPORTED_MEDIA };
  if (status >= 400 && status < 500)
    return { status, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.VALIDATION };
  return { status: 500, code: ERROR_CODES.INTERNAL, message: CLIENT_MESSAGES.serverErrorRetry };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = envelopeOf(error);
    if (body.status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, message: error.message }, "request refused");
    return reply.status(body.status).send(body);
  });
}
