import { ConsentPage } from "./consent/consent-page";

/** `/m/c/{linkCode}`: the consent link texted to owners. Other owner flows (ballots, viewers) add their paths here. */
const CONSENT_PATH = /^\/m\/c\/([A-Za-z0-9]{6})\/?$/;

export function App() {
  const consent = CONSENT_PATH.exec(window.location.pathname);
  if (consent) return <ConsentPage linkCode={consent[1]!} />;
  return (
    <main className="page">
      <h1 className="title">페이지를 찾을 수 없습니다</h1>
      <p>문자로 받으신 주소를 다시 확인해 주세요.</p>
    </main>
  );
}
