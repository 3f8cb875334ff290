"use strict";
// The studio: crewcard's own Go code, compiled to WebAssembly (studio.wasm,
// cmd/internal/studio/wasm), checks the open files as they are typed, draws
// their cards and writes the PDF. This script only holds the files (in the
// browser's localStorage), shows what the Go code answers, and offers the
// PDF; it never checks or draws anything itself.
(function () {
	const $ = (id) => document.getElementById(id);
	const KEY = "crewcard-studio-files";
	const DELAY = 300; // ms after the last key before a check

	function el(tag, props = {}, ...children) {
		const e = document.createElement(tag);
		Object.assign(e, props);
		e.append(...children.filter((c) => c !== null && c !== undefined));
		return e;
	}

	// files are the open files, [{name, text}], kept until removed.
	let files = [];
	try {
		const v = JSON.parse(localStorage.getItem(KEY) ?? "[]");
		if (Array.isArray(v)) files = v.filter((f) => f && typeof f.name === "string" && typeof f.text === "string");
	} catch { /* a damaged store starts empty */ }
	let current = files.length ? files[0].name : null;
	let results = new Map(); // name → the Go check's result
	let ready = false;
	let timer = null;
	let run = 0; // the latest check's number: older answers are dropped
	let urls = []; // the faces' object URLs, revoked when redrawn

	function keep() {
		try {
			localStorage.setItem(KEY, JSON.stringify(files));
		} catch (e) {
			$("status").textContent = `The browser keeps no more files: ${e.message}`;
		}
	}

	const file = (name) => files.find((f) => f.name === name);

	function add(name, text) {
		const f = file(name);
		if (f) f.text = text;
		else files.push({ name, text });
		current = name;
		keep();
		show();
		check();
	}

	function remove(name) {
		files = files.filter((f) => f.name !== name);
		if (current === name) current = files.length ? files[0].name : null;
		keep();
		show();
		check();
	}

	// args are render's flags from the print options, then the file: the
	// defaults left out, as a player would type them.
	function args() {
		const a = [];
		const opt = (flag, id, dflt) => {
			const v = $(id).value;
			if (v !== dflt) a.push(flag, v);
		};
		opt("--card", "opt-card", "");
		opt("--sheet", "opt-sheet", "a4");
		opt("--backs", "opt-backs", "duplex");
		opt("--ink", "opt-ink", "normal");
		return a;
	}

	const pdfName = (name) => name.replace(/\.toml$/i, "") + ".pdf";

	// show draws the list of files and the editor for the current one.
	function show() {
		$("files").replaceChildren(...files.map((f) => {
			const r = results.get(f.name);
			const mark = !r ? "" : r.legal ? "✓" : `${r.problems.filter((p) => !p.warning).length} ✗`;
			const pick = el("button", { type: "button", className: "file-name", textContent: f.name });
			pick.addEventListener("click", () => { current = f.name; show(); report(); faces(); });
			const drop = el("button", { type: "button", className: "file-remove", textContent: "×", title: `Remove ${f.name}` });
			drop.setAttribute("aria-label", `Remove ${f.name}`);
			drop.addEventListener("click", () => remove(f.name));
			const li = el("li", { className: f.name === current ? "current" : "" }, pick, el("span", { className: "file-mark", textContent: mark }), drop);
			return li;
		}));
		const f = file(current);
		const ed = $("editor");
		ed.disabled = !f;
		if (!f) ed.value = "";
		else if (ed.dataset.name !== f.name || ed.value !== f.text) ed.value = f.text;
		ed.dataset.name = f ? f.name : "";
		$("command").textContent = f ? ["crewcard render -o", pdfName(f.name), ...args(), f.name].join(" ") : "crewcard render";
	}

	// report shows the current file's summary and problems.
	function report() {
		const r = results.get(current);
		$("summary").textContent = r ? r.summary : "";
		$("download").disabled = !ready || !r || !r.legal;
		$("problems").replaceChildren(...(r ? r.problems : []).map((p) => {
			const where = (p.file !== current ? p.file + " " : "") + (p.line > 0 ? `line ${p.line}` : "");
			const li = el("li", { className: p.warning ? "warning" : "error" },
				where ? el("span", { className: "where", textContent: where + ": " }) : null, p.message);
			li.dataset.line = p.line;
			if (p.file === current && p.line > 0) li.addEventListener("click", () => goTo(p.line));
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
		if (r && r.legal) {
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
	}

	// download writes the current file's PDF, as crewcard render does.
	async function download() {
		const f = file(current);
		if (!f) return;
		$("status").textContent = "Rendering…";
		try {
			const docs = await crewcardRender(files, [...args(), f.name], pdfName(f.name));
			for (const d of docs) {
				const url = URL.createObjectURL(new Blob([d.data], { type: "application/pdf" }));
				const a = el("a", { href: url, download: d.name });
				document.body.append(a);
				a.click();
				a.remove();
				setTimeout(() => URL.revokeObjectURL(url), 60000);
			}
			$("status").textContent = `Saved ${docs.map((d) => d.name).join(", ")}.`;
		} catch (e) {
			$("status").textContent = e.message;
		}
	}

	async function openFiles(list) {
		for (const f of list) add(f.name, await f.text());
	}

	// start loads the Go code: wasm_exec.js (the Go toolchain's loader,
	// loaded by the page) and studio.wasm, both built by .ci/studio.
	async function start() {
		const t0 = performance.now();
		const r = typeof Go === "function" ? await fetch("studio.wasm") : null;
		if (!r || !r.ok) {
			$("status").textContent = "";
			$("missing").hidden = false;
			document.documentElement.dataset.ready = "missing";
			return;
		}
		const go = new Go();
		const started = new Promise((resolve) => addEventListener("crewcardstudio", resolve, { once: true }));
		// compiled as it downloads, where the host names it WebAssembly
		const { instance } = (r.headers.get("Content-Type") ?? "").startsWith("application/wasm")
			? await WebAssembly.instantiateStreaming(r, go.importObject)
			: await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject);
		go.run(instance);
		await started;
		document.documentElement.dataset.loadMs = String(Math.round(performance.now() - t0));
		ready = true;
		const samples = await crewcardSamples();
		$("sample").append(...samples.map((s) => el("option", { value: s.name, textContent: s.name })));
		$("add-sample").addEventListener("click", () => {
			const s = samples.find((x) => x.name === $("sample").value);
			if (s) add(s.name, s.text);
		});
		$("status").textContent = "";
		show();
		await check();
		document.documentElement.dataset.ready = "true";
	}

	document.addEventListener("DOMContentLoaded", () => {
		$("editor").addEventListener("input", () => {
			const f = file(current);
			if (!f) return;
			f.text = $("editor").value;
			keep();
			clearTimeout(timer);
			timer = setTimeout(() => check(false), DELAY);
		});
		$("open").addEventListener("change", (e) => openFiles(e.target.files));
		document.addEventListener("dragover", (e) => e.preventDefault());
		document.addEventListener("drop", (e) => {
			e.preventDefault();
			openFiles(e.dataTransfer.files);
		});
		for (const id of ["opt-card", "opt-sheet", "opt-backs", "opt-ink"]) $(id).addEventListener("change", () => { show(); faces(); });
		$("download").addEventListener("click", download);
		show();
		// the viewer's service worker keeps the site, the studio too
		if ("serviceWorker" in navigator && location.protocol !== "file:") {
			navigator.serviceWorker.register(new URL("sw.js", document.baseURI)).catch(() => {});
		}
		start().catch((e) => {
			$("status").textContent = `The studio did not start: ${e.message}`;
			document.documentElement.dataset.ready = "failed";
		});
	});
})();
