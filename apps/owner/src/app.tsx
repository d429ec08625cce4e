import { lazy, Suspense } from "react";
import { ConsentPage } from "./consent/consent-page";
import type { OwnerInitial } from "./initial";

/** `/m/v/{linkToken}`: a voter's ballot, a chunk of its own so the consent link's first load stays as it was. */
const BallotPage = lazy(() => import("./ballot/ballot-page"));
/** `/m/r/{linkCode}`: a meeting's published receipts, a chunk of its own too. */
const ReceiptsPage = lazy(() => import("./receipts/receipts-page"));
/** `/m/o/{accessCode}`: an online general meeting's viewer, a chunk of its own. */
const OnlinePage = lazy(() => import("./online/online-page"));
/** `/m/verify`: the public check of a 전자 문서 증명서 PDF. */
const VerifyPage = lazy(() => import("./verify/verify-page"));

/** `/m/c/{linkCode}`: the consent link texted to owners; `/m/v/{linkToken}`: the ballot link. Viewers add theirs here. */
const CONSENT_PATH = /^\/m\/c\/([A-Za-z0-9]{6})\/?$/;
const BALLOT_PATH = /^\/m\/v\/([A-Za-z0-9_-]{8,64})\/?$/;
const RECEIPTS_PATH = /^\/m\/r\/([A-Za-z0-9_-]{6,32})\/?$/;
const VERIFY_PATH = /^\/m\/verify\/?$/;
const ONLINE_PATH = /^\/m\/o\/([A-Za-z0-9_-]{6,64})\/?$/;

/**
 * The page of `pathname`. `initial` holds the facts the server rendered the page with (entry-server.tsx), so that
 * the browser hydrates that page instead of fetching them again.
 */
export function App({ pathname, initial = {} }: { pathname: string; initial?: OwnerInitial }) {
  const consent = CONSENT_PATH.exec(pathname);
  if (consent) return <ConsentPage linkCode={consent[1]!} initialIntro={initial.consentIntro} />;
  const ballot = BALLOT_PATH.exec(pathname);
  if (ballot) {
    return (
      <Suspense fallback={<p className="page muted">불러오는 중입니다…</p>}>
        <BallotPage linkToken={ballot[1]!} />
      </Suspense>
    );
  }
  const receipts = RECEIPTS_PATH.exec(pathname);
  if (receipts) {
    return (
      <Suspense fallback={<p className="page muted">불러오는 중입니다…</p>}>
        <ReceiptsPage linkCode={receipts[1]!} />
      </Suspense>
    );
  }
  const online = ONLINE_PATH.exec(pathname);
  if (online) {
    return (
      <Suspense fallback={<p className="page muted">불러오는 중입니다…</p>}>
        <OnlinePage accessCode={online[1]!} />
      </Suspense>
    );
  }
  if (VERIFY_PATH.test(pathname)) {
    return (
      <Suspense fallback={<p className="page muted">불러오는 중입니다…</p>}>
        <VerifyPage />
      </Suspense>
    );
  }
  return (
    <main className="page">
      <h1 className="title">페이지를 찾을 수 없습니다</h1>
      <p>문자로 받으신 주소를 다시 확인해 주세요.</p>
    </main>
  );
}
