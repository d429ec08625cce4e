import { benchBundleSize } from "./bundle-size";
import { benchStartTime } from "./start-time";

await benchStartTime();
await benchBundleSize();
