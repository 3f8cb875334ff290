"use strict";
// The service worker: it keeps every file of the site, so that a scanned
// card's link opens with the network off. crewcard site writes the list of
// files and their version in; a new site is a new version, whose files
// replace the old ones. The studio's page and WebAssembly (when the site
// holds it) and the manual's pages (ASKED, MANUAL) are kept only once a
// page asks for them (the studio, the viewer's companion recording a game,
// a reader of the manual), so that the viewer's first load stays light. It
// answers only this site's own requests, never another host's, and sends
// nothing anywhere.
const FILES = [/*files*/];
const ASKED = [/*asked*/];
// LATER are the studio's modules loaded on demand (import.wasm): kept once
// a page fetches them, or asks for one alone, never before.
const LATER = [/*later*/];
const MANUAL = "manual/";
const VERSION = "/*version*/";
const CACHE = "crewcard-site-" + VERSION;
// PAGE answers every code's path, as the host does with 404.html.
const PAGE = "404.html";

const scope = () => new URL(self.registration.scope);

// keep fetches a file of the site from the host and keeps it: afresh, or,
// with mode "default", from the browser's own cache when it holds it.
async function keep(cache, name, mode = "reload") {
	const url = new URL(name, scope());
	const r = await fetch(new Request(url, { cache: mode }));
	if (!r.ok && !(name === PAGE && r.status === 404)) throw new Error(`${url}: status ${r.status}`);
	// a host may answer index.html by a redirect to its folder, and a page is
	// never answered with a redirected response: keep the bytes alone
	await cache.put(url, r.redirected ? new Response(await r.blob(), { status: r.status, headers: r.headers }) : r);
}

// oldCaches names the caches of the site's other versions.
const oldCaches = async () => (await caches.keys()).filter((k) => k.startsWith("crewcard-site-") && k !== CACHE);

// carried lists the files kept on demand that a new version keeps again
// from the old ones (old: their caches): the studio's (ASKED) all together
// where an old version held any of them, so that a studio kept whole stays
// whole though its files change, and each LATER module an old version
// held. The manual's pages are not carried: a reader opens them again.
async function carried(old) {
	const held = async (name) => (await Promise.all(old.map((k) => caches.open(k).then((c) => c.match(new URL(name, scope())))))).some((r) => r);
	const out = (await Promise.all(ASKED.map(held))).some((h) => h) ? [...ASKED] : [];
	for (const name of LATER) {
		if (await held(name)) out.push(name);
	}
	return out;
}

// A new version keeps the site's files and, afresh, the files an old one
// carried, before it takes over: a device that used the studio or its
// import offline still can. A file it cannot fetch fails the install and
// takes the cache it began with it; the old version stays, whole, until
// the browser tries again.
self.addEventListener("install", (e) => {
	let fresh = false;
	e.waitUntil(caches.has(CACHE)
		.then((held) => {
			fresh = !held;
			return caches.open(CACHE);
		})
		.then(async (cache) => {
			await Promise.all(FILES.map((name) => keep(cache, name)));
			await Promise.all((await carried(await oldCaches())).map((name) => keep(cache, name)));
		})
		.catch(async (err) => {
			if (fresh) await caches.delete(CACHE);
			throw err;
		})
		.then(() => self.skipWaiting()));
});

// Before the old caches go, a file an old worker kept after the install
// looked (a page that asked it meanwhile) is kept afresh where the network
// lets it; else the studio asks again the next time it starts online.
self.addEventListener("activate", (e) => {
	e.waitUntil((async () => {
		const old = await oldCaches();
		const cache = await caches.open(CACHE);
		for (const name of await carried(old)) {
			if (!await cache.match(new URL(name, scope()))) await keep(cache, name).catch(() => {});
		}
		await Promise.all(old.map((k) => caches.delete(k)));
		await self.clients.claim();
	})());
});

// A page that runs the studio's code (the studio once it has started, the
// companion once it has recorded a game) posts "keep": the worker keeps the
// ASKED files it does not hold yet, the page's own download of them most
// often still in the browser's cache (a page's first load starts before
// the worker takes it, so its requests never pass here), and answers
// "kept", or why not, on the port the page gives, if any. The studio posts
// {keep: NAME} once it has loaded a LATER module: that one alone.
self.addEventListener("message", (e) => {
	const names = e.data === "keep" ? ASKED : LATER.includes(e.data?.keep) ? [e.data.keep] : null;
	if (!names) return;
	const port = e.ports[0];
	e.waitUntil(caches.open(CACHE)
		.then((cache) => Promise.all(names.map((name) => cache.match(new URL(name, scope())).then((r) => r ?? keep(cache, name, "default")))))
		.then(() => port?.postMessage("kept"), (err) => port?.postMessage(String(err?.message ?? err))));
});

// unkept is the page that answers, with the network off, a page kept only
// once asked for and not asked for yet.
const unkept = (rel) => new Response(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>crewcard</title>
<p>${rel === "studio.html" ? "The studio" : "This page of the manual"} is not kept on this device yet: open it once online, and it works offline after. <a href="${scope().pathname}">Open a scanned card</a></p>`,
	{ status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });

// codePath reports whether a path below the site's root ends in what may
// be a card's code (base32, any case): the page answers it, not the host.
const codePath = (rel) => /^[A-Za-z2-7]+=*$/.test(rel.replace(/\/+$/, "").split("/").pop());

self.addEventListener("fetch", (e) => {
	const req = e.request;
	const url = new URL(req.url);
	const root = scope();
	if (req.method !== "GET" || url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return;
	const rel = url.pathname.slice(root.pathname.length);
	const page = () => caches.match(new URL(PAGE, root), { cacheName: CACHE });
	if (ASKED.includes(rel) || LATER.includes(rel) || rel.startsWith(MANUAL)) {
		e.respondWith(caches.open(CACHE).then((cache) => cache.match(new URL(rel, root)).then((r) => r ?? fetch(req).then((got) => {
			if (got.ok) cache.put(new URL(rel, root), got.clone());
			return got;
		}, (err) => req.mode === "navigate" ? unkept(rel) : Promise.reject(err)))));
	} else if (FILES.includes(rel)) {
		e.respondWith(caches.match(new URL(rel, root), { cacheName: CACHE }).then((r) => r ?? fetch(req)));
	} else if (req.mode === "navigate" && (rel === "" || codePath(rel))) {
		e.respondWith(page().then((r) => r ?? fetch(req)));
	} else if (req.mode === "navigate") {
		// a page of the host's own (a club's note, say): the host's answer, or
		// with the network off, the viewer
		e.respondWith(fetch(req).catch(() => page().then((r) => r ?? Response.error())));
	}
});
