import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { checkMaintenance } from "../../modules/maintenance/maintenance.service";
import { edocSimulator } from "./simulator";

/**
 * The e-document service. Only the built-in simulator exists: no vendor settings are known (a KAKAO_PAY
 * adapter would be chosen here when they are). It refuses while the POST_SEND maintenance switch is on.
 */
export function edocPortFromConfig(db: Db, config: Pick<Config, "edocClockScale">) {
  return edocSimulator({
    db,
    clockScale: config.edocClockScale,
    isInMaintenance: async () => (await checkMaintenance({ db, type: "POST_SEND" })).isUnderMaintenance,
  });
}
export type EdocService = ReturnType<typeof edocPortFromConfig>;
