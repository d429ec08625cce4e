/**
 * Operator CLI: `npm run ops -- <command>`. Talks to the running server on this machine with the
 * ops token the server wrote to DATA_DIR/ops-token (elsewhere: OPS_URL and OPS_TOKEN).
 *   maintenance on <DATA_ORDER|SMS_SEND|POST_SEND> [--minutes N] [--message TEXT]
 *   maintenance off <TYPE>
 *   register convert <unionSeq>
 *   caller list | caller approve <smsCallerSeq> | caller reject <smsCallerSeq>
 *   sms price <SMS|LMS|MMS> <won>
 *   deposit confirm <depositChargeSeq>
 *   application list | application approve <id> | application reject <id>
 *   evidence verify <unionSeq>
 *   online list | online confirm <onlineGeneralMeetingSeq>
 *   texts <phoneNo>
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";

const config = loadConfig();
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function call(method: string, url: string, body: unknown) {
  // On several machines: OPS_URL names one API replica and OPS_TOKEN its token (the servers share it).
  const token = process.env.OPS_TOKEN ?? fs.readFileSync(path.join(config.dataDir, "ops-token"), "utf8").trim();
  const origin = process.env.OPS_URL ?? `http://127.0.0.1:${config.port}`;
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { "content-type": "application/json", "x-ops-token": token },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  console.log(JSON.stringify(json, null, 2));
  if (!response.ok) process.exit(1);
}

const [group, action, target] = args;
if (group === "maintenance" && (action === "on" || action === "off") && target) {
  const minutes = Number(flag("minutes") ?? 0);
  await call("PUT", `/ops/maintenance/${target}`, {
    isUnderMaintenance: action === "on",
    message: flag("message") ?? null,
    startAt: null,
    endAt: action === "on" && minutes > 0 ? new Date(Date.now() + minutes * 60_000).toISOString() : null,
  });
} else if (group === "register" && action === "convert" && target) {
  await call("POST", `/ops/registers/${target}/convert`, {});
} else if (group === "deposit" && action === "confirm" && target) {
  await call("POST", `/ops/deposit-charges/${target}/confirm`, {});
} else if (group === "application" && action === "list") {
  await call("GET", "/ops/union-applications", undefined);
} else if (group === "application" && (action === "approve" || action === "reject") && target) {
  await call("POST", `/ops/union-applications/${target}/${action}`, {});
} else if (group === "caller" && action === "list") {
  await call("GET", "/ops/sms-callers", undefined);
} else if (group === "caller" && (action === "approve" || action === "reject") && target) {
  await call("POST", `/ops/sms-callers/${target}/${action}`, {});
} else if (group === "online" && action === "list") {
  await call("GET", "/ops/online-meetings", undefined);
} else if (group === "online" && action === "confirm" && target) {
  await call("POST", `/ops/online-meetings/${target}/confirm`, {});
} else if (group === "evidence" && action === "verify" && target) {
  await call("GET", `/ops/evidence/${target}/verify`, undefined);
} else if (group === "texts" && action) {
  await call("GET", `/ops/system-texts?phoneNo=${encodeURIComponent(action)}`, undefined);
} else if (group === "sms" && action === "price" && target && args[3]) {
  await call("PUT", `/ops/sms-prices/${target}`, { unitPrice: Number(args[3]) });
} else {
  console.log(`사용법:
  npm run ops -- maintenance on <DATA_ORDER|SMS_SEND|POST_SEND> [--minutes N] [--message 안내문]
  npm run ops -- maintenance off <DATA_ORDER|SMS_SEND|POST_SEND>
  npm run ops -- register convert <unionSeq>   (검토 요청 중인 명부 변환)
  npm run ops -- caller list                   (승인 대기 중인 발신번호, 모든 사업구역)
  npm run ops -- caller approve <발신번호번호>    (발신번호 승인, 비상연락처로 문자)
  npm run ops -- caller reject <발신번호번호>     (발신번호 반려)
  npm run ops -- sms price <SMS|LMS|MMS> <원>   (문자 단가 설정)
  npm run ops -- deposit confirm <충전요청번호>   (입금 확인: 예치금 충전 완료)
  npm run ops -- application list              (승인 대기 중인 사업구역 신청)
  npm run ops -- application approve <신청번호>  (사업구역 신청 승인, 신청자에게 문자)
  npm run ops -- application reject <신청번호>   (사업구역 신청 반려, 신청자에게 문자)
  npm run ops -- online list                   (확인 대기 중인 온라인 총회 신청)
  npm run ops -- online confirm <신청번호>       (온라인 총회 신청 확인: 운영 시작 가능)
  npm run ops -- evidence verify <unionSeq>    (증거 체인 검증: 변경·삭제·순서 바뀜을 찾음)
  npm run ops -- texts <휴대전화번호>            (그 번호로 보낸 안내 문자 최근 20건: 소유자 본인 확인 인증번호 등)`);
  process.exit(group ? 1 : 0);
}
