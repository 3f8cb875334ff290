// reload.js reloads the page when crewcard serve says that an input
// changed. The page's body carries the generation of the inputs it shows;
// the server answers at once when that generation is no longer current, so a
// save between the page's load and this script's start is not missed. A tab
// that is hidden closes its stream, so that many open tabs do not use up the
// browser's few connections to the server, and opens it again when shown.
(function () {
  "use strict";
  var gen = document.body.getAttribute("data-gen");
  if (!gen || !window.EventSource) {
    return;
  }
  var events = null;
  function listen() {
    if (events) {
      return;
    }
    events = new EventSource("/events?since=" + encodeURIComponent(gen));
    events.addEventListener("reload", function () {
      events.close();
      window.location.reload();
    });
  }
  document.addEventListener("visibilitychange", function () {
    if (document.hidden && events) {
      events.close();
      events = null;
    } else if (!document.hidden) {
      listen();
    }
  });
  if (!document.hidden) {
    listen();
  }
})();
