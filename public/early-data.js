// @ts-check
/**
 * Early data (issue 25): a reopened screen asks for its data while the app's code is still starting.
 *
 * The app remembers, per screen path, the API reads it made when that screen was opened
 * (src/providers/earlyData.ts, key `niaga.early`). This small async script usually runs well before the app's
 * modules have started (it never waits for them, nor they for it) and sends those same reads with the session's
 * token at once. If it comes too late its reads are simply not used. The app's
 * HTTP layer takes an answer from here when it asks for exactly that URL within a few seconds; any other answer
 * (an error, an expired token, a different URL) is ignored and the app asks the server itself as usual.
 * A screen this device has not opened yet still has its first read named by the server when it is a list
 * (`<meta name="niaga-first-read">`, server/static/index-page.ts): page one in the default order, used unless the
 * user keeps other list settings for that resource (react-admin's stored `listParams`).
 * No imports and no framework: it must cost nothing to run.
 */
(function earlyData() {
  try {
    var tokens = JSON.parse(localStorage.getItem('niaga.token') || 'null');
    var remembered = JSON.parse(localStorage.getItem('niaga.early') || 'null');
    var urls = remembered && remembered[location.pathname];
    var hint = document.querySelector('meta[name="niaga-first-read"]');
    if (!Array.isArray(urls) && hint && !localStorage.getItem('RaStoreniaga.' + hint.getAttribute('data-resource') + '.listParams')) {
      urls = [hint.getAttribute('content')];
    }
    if (!tokens || !tokens.access_token || !(tokens.expires_at > Date.now() + 5000) || !Array.isArray(urls)) return;
    /** @type {Record<string, Promise<{ status: number, body: unknown }>>} */
    var answers = {};
    urls.slice(0, 6).forEach(function (url) {
      if (typeof url !== 'string' || url.indexOf('/api/') !== 0) return;
      answers[url] = fetch(url, { headers: { Authorization: (tokens.token_type || 'Bearer') + ' ' + tokens.access_token, Accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (res) { return res.json().then(function (body) { return { status: res.status, body: body }; }); })
        .catch(function () { return { status: 0, body: null }; });
    });
    // @ts-ignore: read once by the app's HTTP layer.
    window.__niagaEarly = { path: location.pathname, at: Date.now(), token: tokens.access_token, answers: answers };
  } catch (e) {
    // Storage refused or unreadable: the app simply asks for its data itself.
  }
})();
