import fs from "node:fs";
import { serveRequests } from "./thread-serve";

/**
 * A thread that answers its own scheduling (request-thread.test.ts): the nice value and the policy from
 * /proc/thread-self/stat (fields 19 and 41; 0 is SCHED_OTHER, 5 SCHED_IDLE).
 */
serveRequests<null, { nice: number; policy: number }>(async () => {
  const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
  // After the command name (in parentheses, which may hold spaces) the fields start at the third.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { value: { nice: Number(fields[19 - 3]), policy: Number(fields[41 - 3]) } };
});
