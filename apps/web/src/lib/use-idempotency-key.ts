import { useState } from "react";
import { needsNewIdempotencyKey, newIdempotencyKey } from "./idempotency-key";

/**
 * The `Idempotency-Key` of one paid request: the same key until a failure says the next try is a new request
 * (see `needsNewIdempotencyKey`); pass `renewAfter` as the mutation's `onError`.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renewAfter = (failure: unknown) => {
    if (needsNewIdempotencyKey(failure)) setKey(newIdempotencyKey());
  };
  return { key, renewAfter };
}
