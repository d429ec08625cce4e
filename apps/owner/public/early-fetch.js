// Starts the consent link's public facts while the app's script still downloads (a plain script outside the
// bundle, `async` in index.html): on slow 4G this saves the app's download and start-up before the first
// request. The app takes the promise (src/api.ts, takeEarly) once.
(() => {
  const match = /^\/m\/c\/([A-Za-z0-9]{6})\/?$/.exec(window.location.pathname);
  if (!match || window.__ownerEarly) return;
  const path = `/v1/owner/consents/${match[1]}`;
  window.__ownerEarly = { path, response: fetch(path) };
})();
