import type { EvoteConfig } from "../../../config";
import type { EvotePort } from "./evote.port";
import { evoteHttpAdapter } from "./evote-http";
import { evoteSimulator } from "./evote-simulator";

/** The HTTP e-vote relay when EVOTE_API_URL and EVOTE_API_KEY are set; the built-in simulator otherwise. */
export function evotePortFromConfig(evote: EvoteConfig): EvotePort {
  if (evote.apiUrl && evote.apiKey) return evoteHttpAdapter({ baseUrl: evote.apiUrl, apiKey: evote.apiKey });
  return evoteSimulator({
    failOneIn: evote.failOneIn,
    receiveDelayMs: evote.receiveDelayMs,
    lateOneIn: evote.lateOneIn,
    lateDelayMs: evote.lateDelayMs,
  });
}
