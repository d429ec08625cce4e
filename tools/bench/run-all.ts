import { benchBundleSize } from "./bundle-size";
import { benchFloor } from "./floor";
import { benchRegisterExcel } from "./register-excel";
import { benchStartTime } from "./start-time";

await benchStartTime();
await benchBundleSize();
await benchRegisterExcel();
await benchFloor();
