"use strict";
// The studio: crewcard's own Go code, compiled to WebAssembly (studio.wasm,
// cmd/internal/studio/wasm), checks the open files as they are typed, draws
// their cards and writes the PDF. This script only holds the files (in the
// browser's localStorage), shows what the Go code answers, and offers the
// PDF; it never checks or draws anything itself. The Go code runs in a Web
// Worker, this very script loaded again, so that the page never waits on it.
if (typeof document === "undefined") studioWorker();
else (function () {
	const $ = (id) => document.getElementById(id);
	const SCRIPT = document.currentScript?.src ?? "studio.js"; // the worker's script too
	const DELAY = 300; // ms after the last key before a check

	function el(tag, props = {}, ...children) {
		const e = document.createElement(tag);
		Object.assign(e, props);
		e.append(...children.filter((c) => c !== null && c !== undefined));
		return e;
	}

	// work counts, for the tests' budgets, the files checked by the Go code,
	// posted to its worker, the characters stored and the list's rows drawn.
	const work = globalThis.crewcardStudioWork = { checked: 0, posted: 0, stored: 0, rows: 0 };
	// files are the open files, [{name, text}], kept (studiostore.js) until
	// removed, as far as there is room; a file not UTF-8 is {name, text: "",
	// data}, its bytes in base64, which the Go code refuses as check does.
	const store = globalThis.crewcard.studioStore(work);
	let files = store.files;
	let current = files.length ? files[0].name : null;
	let results = new Map(); // name → the Go check's result
	let ready = false;
	let timer = null;
	let optTimer = null;
	let run = 0; // the latest check's number: older answers are dropped
	let urls = []; // the faces' object URLs, revoked when redrawn
	let worker = null; // the Web Worker that runs the Go code
	const calls = new Map(); // the worker's calls still to answer, by number
	let calling = 0;

	// call calls the Go code's function fn in the worker: a Promise of its
	// answer, rejected with an Error that carries the studio's usage and
	// problems, as the function itself gives them.
	function call(fn, ...a) {
		return new Promise((resolve, reject) => {
			const id = ++calling;
			calls.set(id, { resolve, reject });
			if (Array.isArray(a[0])) work.posted += a[0].length;
			worker.postMessage({ id, fn, args: a });
		});
	}
	const crewcardCheck = (...a) => call("crewcardCheck", ...a);
	const crewcardRender = (...a) => call("crewcardRender", ...a);
	const crewcardFaces = (...a) => call("crewcardFaces", ...a);
	const crewcardSamples = (...a) => call("crewcardSamples", ...a);
	let optRun = 0; // the latest check of the print options
	let optProblem = ""; // what is wrong with them, as render says it
	let docURLs = []; // the downloads' object URLs, revoked when replaced
	let docsFor = ""; // the command line the downloads listed were written by
	// unkept says, for as long as it is so, which files the browser does
	// not keep as they are, and what to do: save them, or make room.
	function unkept() {
		const lost = files.map((f) => [f, store.lost(f.name)]).filter(([, l]) => l);
		$("unkept").hidden = lost.length === 0;
		if (lost.length === 0) return $("unkept").replaceChildren();
		$("unkept").replaceChildren(
			el("p", {}, el("strong", { textContent: `⚠ This browser does not keep ${lost.length === 1 ? "a file" : `${lost.length} files`} as you see ${lost.length === 1 ? "it" : "them"} here: ${lost[0][1].why}.` })),
			el("ul", {}, ...lost.map(([f, l]) => {
				const save = el("button", { type: "button", textContent: `Save ${f.name}` });
				save.addEventListener("click", () => saveFile(f));
				return el("li", {}, l.before
					? `Your edits of ${JSON.stringify(f.name)} are not kept: a reload brings back the version kept before them. `
					: `${JSON.stringify(f.name)} is not kept: a reload loses it. `, save);
			})),
			el("p", { textContent: "Save them with their buttons, or remove files from the studio to make room: they are kept once they fit." }));
	}

	// keep keeps the files of list as they are now, and says which are not.
	function keep(list) {
		for (const f of list) store.save(f);
		unkept();
	}

	// saveFile offers the file f to save, its very bytes.
	function saveFile(f) {
		const url = URL.createObjectURL(new Blob([f.data === undefined ? f.text : unbase64(f.data)], { type: "application/toml" }));
		const a = el("a", { href: url, download: f.name });
		document.body.append(a);
		a.click();
		a.remove();
		setTimeout(() => URL.revokeObjectURL(url), 10000);
	}

	const file = (name) => files.find((f) => f.name === name);

	const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
	const lossy = new TextDecoder("utf-8", { ignoreBOM: true });
	function base64(b) {
		let s = "";
		for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
		return btoa(s);
	}
	const unbase64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

	// add opens the files of list, [{name, text, data?}], each replacing
	// the open file of its name, the last one current; then keeps, draws and
	// checks them all once: opening N files is work in N, not N².
	function add(list) {
		if (list.length === 0) return;
		const at = new Map(files.map((f, i) => [f.name, i]));
		for (const f of list) {
			if (at.has(f.name)) files[at.get(f.name)] = f;
			else at.set(f.name, files.push(f) - 1);
			current = f.name;
		}
		keep(list);
		show();
		check();
	}

	function remove(name) {
		files = files.filter((f) => f.name !== name);
		if (current === name) current = files.length ? files[0].name : null;
		store.remove(name, files);
		unkept();
		show();
		check();
	}

	// opts reads the print options as render's flags, the defaults left
	// out, as a player would type them, in the order of the page; bad is
	// what the page cannot pass on (a field that holds no number, a size
	// without its width or height). Numbers go as typed: render checks them.
	function opts() {
		const a = [];
		let bad = "";
		const pick = (flag, id, dflt) => {
			const v = $(id).value;
			if (v !== dflt) a.push(flag, v);
		};
		const num = (id, what) => {
			const e = $(id);
			if (e.validity.badInput) {
				bad ||= `${what}: not a number`;
				return "";
			}
			return e.value.trim();
		};
		const given = (v, dflt) => v !== "" && Number(v) !== dflt;
		const size = (id, what) => {
			const v = $(id).value;
			$(id.replace("opt-", "") + "-size").hidden = v !== "custom";
			if (v !== "custom") return v;
			const w = num(id + "-w", what + " width"), h = num(id + "-h", what + " height");
			if (w === "" || h === "") {
				bad ||= `${what}: give its width and height in mm`;
				return "";
			}
			return `${w}x${h}`;
		};
		const card = size("opt-card", "Card size");
		if (card !== "") a.push("--card", card);
		const sheet = size("opt-sheet", "Paper");
		if (sheet !== "" && sheet !== "a4") a.push("--sheet", sheet);
		pick("--backs", "opt-backs", "duplex");
		pick("--ink", "opt-ink", "normal");
		const bleed = num("opt-bleed", "Bleed");
		if (given(bleed, 0)) a.push("--bleed", bleed);
		pick("--cut", "opt-cut", "");
		const margin = num("opt-margin", "Margin");
		if (given(margin, 5)) a.push("--margin", margin);
		pick("--flip", "opt-flip", "long");
		const x = num("opt-back-x", "Shift right"), y = num("opt-back-y", "Shift down");
		if (given(x, 0) || given(y, 0)) a.push("--back-offset", `${x || 0},${y || 0}`);
		if (!$("opt-summary").checked) a.push("--no-summary");
		const link = $("opt-link-base").value.trim();
		if (link !== "") a.push("--link-base", link);
		return { args: a, bad };
	}

	const args = () => opts().args;

	// quote writes an argument as the PDF's stamp does (outfile.CommandLine).
	const quote = (s) => s === "" || /[ \t"'\\$*?[\]]/.test(s) ? JSON.stringify(s) : s;

	// command is the command line that writes the current file's PDF.
	const command = (f) => ["crewcard", "render", "-o", ...[pdfName(f.name), ...args(), f.name].map(quote)].join(" ");

	const pdfName = (name) => name.replace(/\.toml$/i, "") + ".pdf";

	// show draws the list of files and the editor for the current one.
	function show() {
		work.rows += files.length;
		$("files").replaceChildren(...files.map((f) => {
			const r = results.get(f.name);
			const mark = !r ? "" : r.legal ? "✓" : `${r.problems.filter((p) => !p.warning).length} ✗`;
			const pick = el("button", { type: "button", className: "file-name", textContent: f.name });
			const l = store.lost(f.name);
			const lost = l ? el("span", { className: "file-unkept", textContent: l.before ? "edits not kept" : "not kept", title: "This browser does not keep it as it is: see above" }) : null;
			pick.addEventListener("click", () => { current = f.name; show(); report(); faces(); });
			const drop = el("button", { type: "button", className: "file-remove", textContent: "×", title: `Remove ${f.name}` });
			drop.setAttribute("aria-label", `Remove ${f.name}`);
			drop.addEventListener("click", () => remove(f.name));
			const li = el("li", { className: f.name === current ? "current" : "" }, pick, el("span", { className: "file-mark", textContent: mark }), lost, drop);
			return li;
		}));
		const f = file(current);
		const ed = $("editor");
		ed.disabled = !f;
		ed.readOnly = f?.data !== undefined; // not text: shown, not edited
		const text = !f ? "" : f.data === undefined ? f.text : lossy.decode(unbase64(f.data));
		if (ed.dataset.name !== f?.name || ed.value !== text) ed.value = text;
		ed.dataset.name = f ? f.name : "";
		const line = f ? command(f) : "crewcard render";
		$("command").textContent = line;
		if (line !== docsFor) showDocs([]);
	}

	// report shows the current file's summary and problems.
	function report() {
		const r = results.get(current);
		$("summary").textContent = r ? r.summary : "";
		$("download").disabled = !ready || !r || !r.legal || optProblem !== "";
		$("problems").replaceChildren(...(r ? r.problems : []).map((p) => {
			const where = (p.file !== current ? p.file + " " : "") + (p.line > 0 ? `line ${p.line}` : "");
			// a problem of the file shown is a button to its line (a click on
			// the line's text goes there too)
			const jump = p.file === current && p.line > 0;
			const li = el("li", { className: p.warning ? "warning" : "error" },
				where ? el(jump ? "button" : "span", { className: "where", textContent: where + ": ", ...(jump && { type: "button" }) }) : null, p.message);
			li.dataset.line = p.line;
			if (jump) li.addEventListener("click", () => goTo(p.line));
			return li;
		}));
	}

	// goTo selects line n of the editor.
	function goTo(n) {
		const ed = $("editor");
		const lines = ed.value.split("\n");
		const start = lines.slice(0, n - 1).reduce((s, l) => s + l.length + 1, 0);
		ed.focus();
		ed.setSelectionRange(start, start + (lines[n - 1] ?? "").length);
	}

	// check asks the Go code about the files (every one, or, after an
	// edit, the current file and those that read it: a force its units),
	// then draws the current one. Every file is on hand for a force to read.
	async function check(all = true) {
		if (!ready) return;
		const mine = ++run;
		const names = all ? undefined : files.filter((f) => f.name === current || (results.get(f.name)?.reads ?? []).includes(current)).map((f) => f.name);
		work.checked += (names ?? files).length;
		const got = await crewcardCheck(files, names);
		if (mine !== run) return;
		if (all) results = new Map();
		for (const r of got) results.set(r.name, r);
		// a file added while an earlier check was dropped has none yet
		if (!all && files.some((f) => !results.has(f.name))) return check(true);
		show();
		report();
		document.documentElement.dataset.checked = String(mine);
		await faces();
	}

	// faces draws the current file's cards, if it is legal.
	async function faces() {
		const r = results.get(current);
		const mine = run;
		let list = [];
		if (r && r.legal && optProblem === "") {
			try {
				list = await crewcardFaces(files, current, args());
			} catch (e) {
				$("status").textContent = e.message;
			}
		}
		if (mine !== run) return;
		for (const u of urls) URL.revokeObjectURL(u);
		urls = list.map((f) => URL.createObjectURL(new Blob([f.svg], { type: "image/svg+xml" })));
		$("cards").replaceChildren(...list.map((f, i) => {
			return el("img", { alt: f.name, className: "face", src: urls[i] });
		}));
		document.documentElement.dataset.faces = current ?? "";
	}

	// checkOpts asks render whether it takes the print options, and shows
	// its error if not: it tells whether they are good.
	async function checkOpts() {
		const { args: a, bad } = opts();
		const mine = ++optRun;
		let msg = bad;
		if (msg === "" && ready) {
			try {
				// no files: render stops at the options, or at the file
				await crewcardRender([], [...a, "options.toml"], "options.pdf");
			} catch (e) {
				msg = e.usage ?? "";
			}
		}
		if (mine !== optRun) return false;
		optProblem = msg;
		$("opt-error").textContent = msg;
		$("opt-error").hidden = msg === "";
		report();
		return msg === "";
	}

	// optionsChanged redraws what the print options change.
	async function optionsChanged() {
		show();
		if (await checkOpts()) await faces();
		else $("cards").replaceChildren();
	}

	// showDocs lists the PDFs written, each a download.
	function showDocs(docs, line = "") {
		for (const u of docURLs) URL.revokeObjectURL(u);
		docURLs = docs.map((d) => URL.createObjectURL(new Blob([d.data], { type: "application/pdf" })));
		docsFor = line;
		$("docs").replaceChildren(...docs.map((d, i) => el("li", {},
			el("a", { href: docURLs[i], download: d.name, textContent: d.name }),
			` ${Math.round(d.data.length / 1024).toLocaleString("en")} kB`)));
	}

	// download writes the current file's PDF, as crewcard render does, and
	// saves it: render writes the backs of --backs separate, and a PDF of
	// over 1000 pages, as more documents, each listed and saved.
	async function download() {
		const f = file(current);
		if (!f || !await checkOpts()) return;
		$("status").textContent = "Rendering…";
		const line = command(f);
		try {
			const docs = await crewcardRender(files, [...args(), f.name], pdfName(f.name));
			showDocs(docs, line);
			for (const a of $("docs").querySelectorAll("a")) a.click();
			$("status").textContent = `Saved ${docs.map((d) => d.name).join(", ")}.`;
		} catch (e) {
			$("status").textContent = e.message;
		}
	}

	// read reads a file opened as its bytes: its text when they are UTF-8,
	// a byte order mark kept (the very bytes again), else the bytes
	// themselves, in base64, for the Go code to refuse as check does.
	async function read(f) {
		const b = new Uint8Array(await f.arrayBuffer());
		try {
			return { name: f.name, text: utf8.decode(b) };
		} catch {
			return { name: f.name, text: "", data: base64(b) };
		}
	}

	// BattleScribe files go to import (studioimport.js), the others open
	const importer = globalThis.crewcard.studioImport({ call, names: () => files.map((f) => f.name), add, place: () => $("imported") });
	const openFiles = async (list) => {
		add(await Promise.all([...list].filter((f) => !importer.takes(f)).map(read)));
		await importer.open([...list].filter(importer.takes));
	};

	// loading says in the status line, a live region, how much of a module
	// of the Go code has come: studio.wasm in steps a screen reader can
	// follow (tenths, or megabytes when the host does not say how much),
	// then that it starts; a module loaded on demand (import.wasm) by name.
	let loadingShown = "";
	function loading({ module, got, total, done }) {
		const mb = (n) => (n / 1e6).toFixed(1);
		let text;
		if (module !== "studio.wasm") text = `Loading the studio's code (${module}): ${mb(got)}${total >= got ? ` of ${mb(total)}` : ""} MB…`;
		else if (ready) return;
		else text = done ? "Starting the studio…" : total > 0
			? `Loading the studio: ${Math.floor(Math.min(got / total, 1) * 10) * 10}% of ${mb(total)} MB…`
			: got < 1e6 ? "Loading the studio…" : `Loading the studio: ${Math.floor(got / 1e6)} MB received…`;
		if ($("status").textContent !== text) loadingShown = $("status").textContent = text;
	}

	// noSamples says that the samples, which come with the Go code, are not
	// to be had: it did not start. Until it starts, they say they load.
	const noSamples = () => { $("sample").options[0].textContent = "—"; };

	// start loads the Go code in a worker: wasm_exec.js (the Go toolchain's
	// loader) and studio.wasm, both built by .ci/studio.
	async function start() {
		const t0 = performance.now();
		worker = new Worker(SCRIPT);
		worker.addEventListener("message", ({ data }) => {
			if (data.progress) return loading(data.progress);
			if (data.loaded) return loadedCode(data.loaded);
			const c = calls.get(data.id);
			if (!c) return;
			calls.delete(data.id);
			if (data.error) c.reject(Object.assign(new Error(data.error.message), data.error));
			else c.resolve(data.value);
		});
		// a worker that fails (its script, or the Go code, stopped) answers no
		// call still waiting: each fails with what the browser says
		worker.addEventListener("error", (e) => {
			for (const c of calls.values()) c.reject(new Error(e.message || "the studio's worker stopped"));
			calls.clear();
		});
		try {
			await call("start");
		} catch (e) {
			if (e.unkept) {
				$("status").textContent = `The studio is not kept on this device yet: open it once online, and it works offline after (${e.message}).`;
				document.documentElement.dataset.ready = "unkept";
				return noSamples();
			}
			if (!e.missing) throw e;
			$("status").textContent = "";
			noSamples();
			$("missing").hidden = false;
			document.documentElement.dataset.ready = "missing";
			return keepOffline();
		}
		document.documentElement.dataset.loadMs = String(Math.round(performance.now() - t0));
		ready = true;
		const samples = await crewcardSamples();
		$("sample").append(...samples.map((s) => el("option", { value: s.name, textContent: s.name })));
		noSamples();
		$("sample").disabled = $("add-sample").disabled = false;
		$("add-sample").addEventListener("click", () => {
			const s = samples.find((x) => x.name === $("sample").value);
			if (s) add([{ name: s.name, text: s.text }]);
		});
		$("status").textContent = "";
		show();
		await checkOpts(); // a browser may have kept the fields' values
		await check();
		document.documentElement.dataset.ready = "true";
		keepOffline();
	}

	// loadedCode clears a module's progress, and has a module loaded on
	// demand (import.wasm) kept for offline use, as data-kept then says.
	async function loadedCode(module) {
		if (module === "studio.wasm") return;
		if ($("status").textContent === loadingShown) $("status").textContent = "";
		const kept = await keepOffline({ keep: module });
		if (kept) document.documentElement.dataset.kept = `${document.documentElement.dataset.kept ?? ""} ${module}:${kept}`.trim();
	}

	// keepOffline asks the service worker to keep the studio's page and
	// code, which a first visit downloads before the worker takes the page
	// (kept only once asked for, off the viewer's first load), and says on
	// the page (data-offline) once the studio works with the network off.
	// With what, {keep: module}, it asks for that module alone, and
	// answers "kept" or "unkept".
	async function keepOffline(what = "keep") {
		if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
		const sw = (await navigator.serviceWorker.ready).active;
		const { port1, port2 } = new MessageChannel();
		const answer = new Promise((resolve) => { port1.onmessage = (e) => resolve(e.data); });
		sw.postMessage(what, [port2]);
		const kept = await answer === "kept" ? "kept" : "unkept";
		if (what === "keep") document.documentElement.dataset.offline = kept;
		return kept;
	}

	// The print options are kept (studiostore.js) for the next visit, those
	// not the page's defaults, as {field's id: value}.
	const optionFields = () => document.querySelectorAll(".studio-print select, .studio-print input");
	const dflt = (e) => e.type === "checkbox" ? e.defaultChecked
		: e.tagName === "SELECT" ? ([...e.options].find((o) => o.defaultSelected) ?? e.options[0])?.value : e.defaultValue;
	const value = (e) => e.type === "checkbox" ? e.checked : e.value;

	function keepOptions() {
		store.saveOptions(Object.fromEntries([...optionFields()].filter((e) => value(e) !== dflt(e)).map((e) => [e.id, value(e)])));
	}

	// restoreOptions sets the print options kept, each as far as the page
	// still takes it (an option it no longer offers, a number no longer one:
	// left out, without a word), and unfolds the rarer ones if any is set.
	function restoreOptions() {
		const kept = store.options();
		for (const e of optionFields()) {
			const v = kept[e.id];
			if (typeof v !== typeof dflt(e) || v === dflt(e)) continue;
			const was = value(e);
			if (e.type === "checkbox") e.checked = v;
			else e.value = v;
			if (value(e) !== v || e.validity.badInput) {
				if (e.type === "checkbox") e.checked = was;
				else e.value = was;
			} else if (e.closest("#more-opts")) $("more-opts").open = true;
		}
	}

	document.addEventListener("DOMContentLoaded", () => {
		$("editor").addEventListener("input", () => {
			const f = file(current);
			if (!f) return;
			f.text = $("editor").value;
			const was = store.lost(f.name).before;
			keep([f]);
			if (store.lost(f.name).before !== was) show();
			showDocs([]);
			clearTimeout(timer);
			timer = setTimeout(() => check(false), DELAY);
		});
		$("open").addEventListener("change", (e) => openFiles(e.target.files));
		$("open-files").addEventListener("click", () => $("open").click());
		document.addEventListener("dragover", (e) => e.preventDefault());
		document.addEventListener("drop", (e) => {
			e.preventDefault();
			openFiles(e.dataTransfer.files);
		});
		restoreOptions();
		// the command line follows each key; render is asked once typing stops
		for (const e of optionFields()) {
			const picked = e.tagName === "SELECT" || e.type === "checkbox";
			e.addEventListener(picked ? "change" : "input", () => {
				keepOptions();
				show();
				clearTimeout(optTimer);
				optTimer = setTimeout(optionsChanged, picked ? 0 : DELAY);
			});
		}
		$("download").addEventListener("click", download);
		show();
		// the viewer's service worker keeps the site, the studio too
		if ("serviceWorker" in navigator && location.protocol !== "file:") {
			navigator.serviceWorker.register(new URL("sw.js", document.baseURI)).catch(() => {});
		}
		start().catch((e) => {
			$("status").textContent = `The studio did not start: ${e.message}`;
			noSamples();
			document.documentElement.dataset.ready = "failed";
		});
	});
})();

// studioWorker is the studio's Web Worker: it loads the Go code, whose
// functions are then its own, and answers the page's calls to them. The
// code is two WebAssembly modules (MODULES): studio.wasm, loaded at once,
// checks, previews and writes the PDF; import.wasm, loaded only when one
// of its functions is first called, imports BattleScribe files. A module
// never fetched online is not kept offline: its call fails with unkept,
// in the page's words. A site without the studio's WebAssembly answers
// "start" with missing. The page hears {progress} as a module downloads,
// and {loaded} once it runs, to ask the service worker to keep it.
function studioWorker() {
	const MODULES = {
		"studio.wasm": { event: "crewcardstudio", funcs: ["crewcardCheck", "crewcardRender", "crewcardFaces", "crewcardSamples"] },
		"import.wasm": { event: "crewcardimport", funcs: ["crewcardImport"], what: "Importing BattleScribe files" },
	};
	const loading = new Map(); // module → the Promise of its load
	// a load that failed (offline) is tried again at the next call
	const load = (module) => {
		if (!loading.has(module)) loading.set(module, run(module).catch((e) => { loading.delete(module); throw e; }));
		return loading.get(module);
	};
	async function run(module) {
		const { event, what } = MODULES[module];
		const started = new Promise((resolve) => self.addEventListener(event, resolve, { once: true }));
		// offline, a module never fetched online is not kept
		const r = await fetch(module).catch((e) => {
			const msg = what
				? `${what} is not kept on this device yet: open such a file once online, and it works offline after (${module}: ${e.message}).`
				: `${module}: ${e.message}`;
			throw Object.assign(new Error(msg), { unkept: true, usage: what ? msg : undefined });
		});
		try {
			if (!r.ok) throw new Error(`${module}: ${r.status}`);
			if (typeof Go !== "function") importScripts("wasm_exec.js");
		} catch (e) {
			throw Object.assign(e, { missing: true });
		}
		const go = new Go();
		const body = counted(module, r);
		// compiled as it downloads, where the host names it WebAssembly
		const { instance } = (r.headers.get("Content-Type") ?? "").startsWith("application/wasm")
			? await WebAssembly.instantiateStreaming(body, go.importObject)
			: await WebAssembly.instantiate(await body.arrayBuffer(), go.importObject);
		go.run(instance);
		await started;
		postMessage({ loaded: module });
	}
	// counted is the response r, telling the page how much of module has
	// come as it comes, of its Content-Length, unless the host compressed
	// it: that length is then the bytes compressed, which the stream does
	// not count.
	function counted(module, r) {
		if (!r.body) return r;
		const total = r.headers.has("Content-Encoding") ? 0 : Number(r.headers.get("Content-Length")) || 0;
		let got = 0;
		const tell = (done) => postMessage({ progress: { module, got, total, done } });
		const body = r.body.pipeThrough(new TransformStream({
			transform(chunk, out) {
				got += chunk.byteLength;
				tell(false);
				out.enqueue(chunk);
			},
			flush: () => tell(true),
		}));
		return new Response(body, { status: r.status, statusText: r.statusText, headers: r.headers });
	}
	const moduleOf = (fn) => Object.keys(MODULES).find((m) => MODULES[m].funcs.includes(fn));
	self.addEventListener("message", async ({ data: { id, fn, args } }) => {
		try {
			await load("studio.wasm");
			const module = fn === "start" ? "studio.wasm" : moduleOf(fn);
			if (!module) throw new Error(`crewcard studio: no function ${fn}`);
			await load(module);
			const value = fn === "start" ? true : await self[fn](...args);
			// the PDFs' bytes move to the page rather than being copied
			const moved = Array.isArray(value) ? value.filter((d) => d.data instanceof Uint8Array).map((d) => d.data.buffer) : [];
			postMessage({ id, value }, moved);
		} catch (e) {
			postMessage({ id, error: { message: e.message ?? String(e), usage: e.usage, problems: e.problems, missing: e.missing === true, unkept: e.unkept === true } });
		}
	});
}
