// Background Sync for the salesperson's queue (issue 23), imported by the Workbox service worker: when the browser
// says the network is back, the open Niaga pages are asked to send their queue (they hold the session and the
// IndexedDB queue; src/offline/engine.ts listens for this message).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'niaga-antrean') return;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    .then((clients) => clients.forEach((c) => c.postMessage({ type: 'niaga-sinkron' }))));
});
