import { CLIENT_MESSAGES } from "@johap/contracts";

export type HttpErrorInit = {
  status: number;
  code: string | null;
  message: string;
  /** True when the HTTP client already told the user (snackbar, alert or redirect). */
  isNotified: boolean;
};

/** A failed API call: the HTTP status (0 without a response), the spec's E-code and its message. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly isNotified: boolean;

  constructor(init: HttpErrorInit) {
    super(init.message);
    this.name = "HttpError";
    this.status = init.status;
    this.code = init.code;
    this.isNotified = init.isNotified;
  }
}

const httpErrorIn = (error: unknown): HttpError | null => {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && error.cause instanceof HttpError) return error.cause;
  return null;
};

/** Whether the user was already told about this error (also through an Error's cause). */
export const isNotifiedError = (error: unknown) => httpErrorIn(error)?.isNotified ?? false;

/** Spec 01 §8: the server message, else the error message, else the unknown-error text. */
export function errorMessageOf(error: unknown): string {
  const httpError = httpErrorIn(error);
  if (httpError?.message) return httpError.message;
  if (error instanceof Error && error.message) return error.message;
  return CLIENT_MESSAGES.unknownError;
}
