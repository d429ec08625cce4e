import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { checkMaintenance } from "../../modules/maintenance/maintenance.service";
import type { PostalPort } from "./port";
import { postSimulator } from "./simulator";

/**
 * The postal service of this deployment: the built-in simulator (no real carrier's settings exist yet), timed by
 * POST_STEP_SECONDS and returning about one letter in POST_RETURN_ONE_IN; POST_SEND maintenance stops acceptance.
 */
export function postalPortFrom(db: Db, config: Pick<Config, "post">): PostalPort {
  return postSimulator({
    db,
    stepSeconds: config.post.stepSeconds,
    returnOneIn: config.post.returnOneIn,
    isInMaintenance: async () => (await checkMaintenance({ db, type: "POST_SEND" })).isUnderMaintenance,
  });
}
