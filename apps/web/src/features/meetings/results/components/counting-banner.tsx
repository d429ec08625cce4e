import type { MeetMethod } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import { RESULTS_TEXTS as T } from "../results-labels";

/**
 * The read-only notice of a meeting in COUNTING (spec 03 §4, §6: the management system is read-only while the
 * tally is entered; 결과 재입력 returns it to PROCESS). The tabs' own writes are already limited to PROCESS.
 */
export function CountingBanner({ method }: { method: MeetMethod }) {
  return (
    <Alert severity="warning" role="status">
      {method === "ELECTRONIC" ? T.countingBannerElectronic : T.countingBanner}
    </Alert>
  );
}
