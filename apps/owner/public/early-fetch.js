// Starts the consent's or ballot link's public facts while the app's script still downloads (a plain script outside the
// bundle, `async` in index.html): on slow 4G this saves the app's download and start-up before the first
// request. The app takes the promise (src/api.ts, takeEarly) once.
(() => {
  const consent = /^\/m\/c\/([A-Za-z0-9]{6})\/?$/.exec(window.location.pathname);
  const ballot = /^\/m\/v\/([A-Za-z0-9_-]{8,64})\/?$/.exec(window.location.pathname);
  if ((!consent && !ballot) || window.__ownerEarly) return;
  const path = consent ? `/v1/owner/consents/${consent[1]}` : `/v1/owner/meetings/${ballot[1]}`;
  window.__ownerEarly = { path, response: fetch(path) };
})();
