"use strict";
// The companion: the crews scanned here, kept until removed; the game being
// played, kept as ticked; and the game recorded as `crewcard battle` does,
// by its Go code (studio.wasm, loaded only then). Nothing is sent anywhere.
(function (cc) {
	const T = cc.tables.crew;
	const $ = (id) => document.getElementById(id);
	const CREWS = "crewcard-crews"; // [{code, name, vehicle, level, quality, file?, seen}]
	const GAME = "crewcard-game:"; // + a crew's code: the game being played

	function el(tag, props = {}, ...children) {
		const e = document.createElement(tag);
		Object.assign(e, props);
		e.append(...children.filter((c) => c !== null && c !== undefined));
		return e;
	}

	function load(key, dflt) {
		try {
			return JSON.parse(localStorage.getItem(key)) ?? dflt;
		} catch {
			return dflt; // a damaged store starts afresh
		}
	}
	// store keeps v under key (null: removes it); false if refused (why).
	let refused = "";
	function store(key, v) {
		try {
			if (v === null) localStorage.removeItem(key);
			else localStorage.setItem(key, JSON.stringify(v));
			return true;
		} catch (e) {
			refused = e.name === "QuotaExceededError" ? "its storage is full" : e.message;
			$("game-status").textContent = `This browser did NOT keep the game’s last change: ${refused}.`;
			return false;
		}
	}

	// crews are the remembered crews, the latest first.
	const crews = () => {
		const v = load(CREWS, []);
		return Array.isArray(v) ? v.filter((c) => c && typeof c.code === "string" && typeof c.name === "string") : [];
	};

	// remember keeps the crew shown (r, decode's result) in the list, first;
	// a crew recorded here keeps its file, which holds its games.
	function remember(r) {
		keep(r, r.code, crews().find((c) => c.code === r.code)?.file ?? null);
	}
	// keep puts the crew of code (r's view, file) first, in place of r's.
	function keep(r, code, file) {
		const { name, vehicle, level, quality } = r.view;
		return store(CREWS, [{ code, name, vehicle, level, quality, file, seen: new Date().toISOString().slice(0, 10) },
			...crews().filter((c) => c.code !== r.code && c.code !== code)]);
	}

	// href opens the crew of code from the site's root: a code's path's base.
	const href = (code) => (location.protocol === "file:" ? location.pathname : new URL(".", document.baseURI).pathname) + "#" + code;

	function forget(code) {
		store(CREWS, crews().filter((c) => c.code !== code));
		store(GAME + code, null);
		list();
	}

	// list draws the remembered crews on the start page.
	function list() {
		const all = crews();
		$("crews").hidden = all.length === 0;
		$("crew-list").replaceChildren(...all.map((c) => {
			const open = el("a", { href: href(c.code), className: "crew-open" },
				el("strong", { textContent: cc.called(c) }), el("span", { textContent: `${c.name ? ` ${c.vehicle}` : ""} · level ${c.level} ${c.quality}` }));
			const drop = el("button", { type: "button", className: "crew-remove", textContent: "Remove" });
			drop.setAttribute("aria-label", `Remove ${cc.called(c)}`);
			drop.addEventListener("click", () => forget(c.code));
			return el("li", {}, open, el("span", { className: "crew-seen", textContent: c.file ? `games recorded here · ${c.seen}` : `scanned ${c.seen}` }), drop);
		}));
	}

	// A game is what has been ticked so far.
	const fresh = () => ({ kills: [], outcome: "", massive: false, softSkin: false, survivors: [], used: [], gained: [],
		roll: false, rolls: 0, rerollS6: false, seed: "", name: "", date: "", note: "", upgrades: null });

	let crew = null; // decode's result for the crew shown
	let game = fresh();

	const save = () => store(GAME + crew.code, game);
	const toggle = (arr, x, on) => (on ? [...new Set([...arr, x])] : arr.filter((y) => y !== x));

	// outcome is the game as battle's flags, by name (crewcards.Outcome).
	function outcome() {
		const o = { destroyed: game.kills, survived: game.outcome === "survived", "knocked-out": game.outcome === "knocked-out",
			name: game.name.trim(), date: game.date, note: game.note.trim() };
		if (o["knocked-out"]) {
			o["massive-damage"] = game.massive;
			o["soft-skin"] = game.softSkin;
			if (!game.roll) o.survivors = game.survivors.join(",");
		}
		if (Array.isArray(game.upgrades)) {
			o.upgrade = [...game.upgrades].sort((a, b) => a - b).map((id) => T.upgrades[id - 1].Name);
			o["no-upgrades"] = game.upgrades.length === 0;
		}
		o.skill = game.gained.map((id) => `${T.roles[T.skills[id - 1].Role].Key}:${T.skills[id - 1].Name}`);
		if (game.roll) {
			o.roll = true;
			o.rolls = game.rolls;
			o["reroll-s6"] = game.rerollS6;
			o.seed = game.seed; // as typed: Go reads it as the flag
		}
		return o;
	}

	// ticks puts a box in a label round each skill's name: a held skill is
	// ticked when used, another when gained.
	function ticks() {
		for (const li of document.querySelectorAll("#crew-rows li[data-skill]")) {
			const id = Number(li.dataset.skill);
			const held = li.classList.contains("held");
			const name = T.skills[id - 1].Name;
			const box = el("input", { type: "checkbox", className: "tick", checked: (held ? game.used : game.gained).includes(id) });
			box.setAttribute("aria-label", held ? `${name} used this game` : `${name} gained this game`);
			box.title = held ? "used this game" : "gained this game";
			box.addEventListener("change", () => {
				if (held) game.used = toggle(game.used, id, box.checked);
				else game.gained = toggle(game.gained, id, box.checked);
				li.classList.toggle("gained", !held && box.checked);
				save();
				form();
			});
			li.classList.toggle("gained", !held && box.checked);
			li.replaceChildren(el("label", {}, box, ...li.querySelector("label")?.childNodes ?? li.childNodes));
		}
	}

	// form draws the game panel from the game.
	function form() {
		const v = crew.view;
		$("kills").replaceChildren(...game.kills.map((p, i) => {
			const drop = el("button", { type: "button", className: "kill-remove", textContent: "×" });
			drop.setAttribute("aria-label", `Remove the kill of ${p} points`);
			drop.addEventListener("click", () => { game.kills.splice(i, 1); save(); form(); });
			return el("li", {}, `${p} pts `, drop);
		}));
		$("kill-count").textContent = game.kills.length === 0 ? "none yet" : `${game.kills.length} (${game.kills.join(" + ")} pts)`;
		for (const r of document.querySelectorAll('input[name="outcome"]')) r.checked = r.value === game.outcome;
		const ko = game.outcome === "knocked-out";
		$("knocked-out-more").hidden = !ko;
		$("opt-massive").checked = game.massive;
		$("opt-soft-skin").checked = game.softSkin;
		$("soft-skin-row").hidden = v.kind === "tank";
		$("survivor-list").hidden = game.roll;
		$("survivor-list").replaceChildren(el("legend", { textContent: "Members who got out" }), ...v.members.map((m) => {
			const key = m.roles[0];
			const box = el("input", { type: "checkbox", checked: game.survivors.includes(key) });
			box.addEventListener("change", () => { game.survivors = toggle(game.survivors, key, box.checked); save(); });
			return el("label", { className: "check" }, box, " " + m.roles.join(" + "));
		}));
		for (const k of ["gained", "used"]) $(k).textContent = game[k].map((id) => T.skills[id - 1].Name).join(", ") || "none ticked";
		const fit = Array.isArray(game.upgrades);
		$("opt-set-upgrades").checked = fit;
		$("upgrade-list").hidden = !fit;
		$("upgrade-list").replaceChildren(el("legend", { textContent: `Upgrades (level ${v.level}: ${v.slots.allowed} slots)` }), ...T.upgrades.map((u) => {
			const box = el("input", { type: "checkbox", checked: fit && game.upgrades.includes(u.ID) });
			box.addEventListener("change", () => { game.upgrades = toggle(game.upgrades ?? [], u.ID, box.checked); save(); });
			return el("label", { className: "check" }, box, ` ${u.Name} (level ${u.Level}, ${u.Cost} pts)`);
		}));
		$("opt-roll").checked = game.roll;
		$("roll-more").hidden = !game.roll;
		$("opt-rolls").value = String(game.rolls);
		$("opt-reroll").checked = game.rerollS6;
		$("opt-seed").value = game.seed;
		$("game-name").value = game.name;
		$("game-date").value = game.date;
		$("game-note").value = game.note;
	}

	// redraw draws the ticks and the panel afresh, from the game.
	function redraw() {
		for (const box of document.querySelectorAll("#crew-rows .tick")) box.remove();
		ticks();
		form();
	}

	// show starts the companion for decode's result r.
	function show(r) {
		crew = r;
		remember(r);
		const g = load(GAME + r.code, null);
		game = g && typeof g === "object" ? { ...fresh(), ...g } : fresh();
		ticks();
		form();
		const kept = crews().find((c) => c.code === r.code)?.file;
		$("kept").hidden = !kept;
		$("kept-download").onclick = () => kept && cc.saveFile(kept, cc.called(r.view));
		$("recorded").hidden = true;
		$("game-status").textContent = "";
		$("game").hidden = false;
	}

	// hide leaves the start page: the remembered crews show.
	function hide() {
		crew = null;
		$("game").hidden = true;
		list();
	}

	// go is the Go code, loaded once: wasm_exec.js and studio.wasm (.ci/studio).
	let go = null;
	function loadGo() {
		go ??= (async () => {
			if (typeof Go !== "function") {
				await new Promise((resolve, reject) => {
					const script = document.createElement("script");
					script.onload = resolve;
					script.onerror = () => reject(new Error("no wasm_exec.js"));
					script.src = "wasm_exec.js";
					document.head.append(script);
				}).catch(() => null);
			}
			const r = typeof Go === "function" ? await fetch("studio.wasm") : null;
			if (!r || !r.ok) return false;
			const runtime = new Go();
			const started = new Promise((resolve) => addEventListener("crewcardstudio", resolve, { once: true }));
			const { instance } = (r.headers.get("Content-Type") ?? "").startsWith("application/wasm")
				? await WebAssembly.instantiateStreaming(r, runtime.importObject)
				: await WebAssembly.instantiate(await r.arrayBuffer(), runtime.importObject);
			runtime.run(instance);
			await started;
			navigator.serviceWorker?.ready.then((w) => w.active.postMessage("keep")); // offline next time
			return true;
		})();
		go.then((ok) => ok || (go = null), () => (go = null));
		return go;
	}

	// record records the game in the crew's file: the one kept here, else the code's.
	async function record() {
		if ($("record").ariaDisabled) return; // not disabled: that drops the keyboard's focus
		const status = $("game-status");
		const r = crew;
		const kept = crews().find((c) => c.code === r.code)?.file;
		const file = { name: cc.fileName(cc.called(r.view)), text: kept ?? r.file };
		status.textContent = "Loading crewcard’s Go code…";
		$("record").ariaDisabled = "true";
		const t0 = performance.now();
		try {
			const o = outcome();
			if (!(await loadGo())) {
				status.textContent = "";
				$("wasm-missing").hidden = false;
				document.documentElement.dataset.recorded = "missing";
				return;
			}
			status.textContent = "Recording…";
			const b = await crewcardBattle(file, o, document.baseURI); // new link below this site
			if (crew !== r) return;
			const kept = keep(r, b.code, b.file); // the crew after the game
			if (kept) {
				store(GAME + r.code, null);
				game = fresh();
				redraw();
			}
			done(b, cc.called(r.view), kept);
			status.textContent = kept ? "Game recorded." : "Game recorded, but NOT kept in this browser.";
			document.documentElement.dataset.recordMs = String(Math.round(performance.now() - t0));
			document.documentElement.dataset.recorded = b.code;
		} catch (e) {
			status.textContent = "";
			$("record-problem").hidden = false;
			$("record-problem").replaceChildren(el("p", { textContent: words(e.message) }),
				...(e.problems ?? []).map((p) => el("p", { textContent: p.text })));
			document.documentElement.dataset.recorded = "failed";
		} finally {
			$("record").ariaDisabled = null;
		}
	}

	// words says battle's message with the fields' labels for its flags.
	const LABEL = { survived: 0, "knocked-out": "was knocked out", destroyed: "Add kill", skill: "gained this game",
		"massive-damage": "by a Massive Damage result", "soft-skin": "soft-skinned", rolls: "Skill rolls made", date: "Date", seed: "Seed" };
	const words = (m) => m.replace(/--([a-z-]+)( [A-Z:,]+\b)?/g, (_, f) => `“${LABEL[f] || f}”`);

	// done shows the game recorded, its heading focused: what battle prints,
	// the new file to download and the new card's code; if not kept, how to
	// keep it.
	function done(b, name, kept) {
		$("record-problem").hidden = true;
		$("recorded-unkept").hidden = kept;
		$("recorded-unkept").textContent = kept ? "" : `⚠ NOT kept in this browser (${refused}): Download the crew file or copy the new code to keep this game, or the next one starts from the scanned card. Its ticks stay, to record again once removing crews makes room.`;
		const w = $("recorded-warnings");
		w.hidden = !(w.textContent = b.warnings.map((p) => p.text).join("\n"));
		$("recorded-last").textContent = b.dice + b.last;
		$("recorded-record").textContent = b.record;
		$("recorded-command").textContent = b.command;
		$("recorded-code").textContent = b.code;
		$("recorded-short").textContent = b.short;
		$("recorded-open").setAttribute("href", href(b.code));
		$("recorded-link").textContent = b.link;
		const dl = $("recorded-download");
		dl.onclick = () => cc.saveFile(b.file, name);
		$("recorded").hidden = false;
		$("recorded").querySelector("h3").focus();
		$("recorded").scrollIntoView?.({ block: "start" });
	}

	function wire() {
		const on = (id, ev, f) => $(id).addEventListener(ev, (e) => { if (crew) { f(e); save(); } });
		$("kill-form").addEventListener("submit", (e) => {
			e.preventDefault();
			const p = Number($("kill-points").value);
			if (!crew || !Number.isInteger(p) || p < 0 || $("kill-points").value.trim() === "") {
				$("game-status").textContent = "Give the points of the enemy unit destroyed, a whole number.";
				return;
			}
			game.kills.push(p);
			$("kill-points").value = "";
			save();
			form();
		});
		for (const r of document.querySelectorAll('input[name="outcome"]')) on(r.id, "change", () => { game.outcome = r.value; form(); });
		on("opt-massive", "change", (e) => { game.massive = e.target.checked; });
		on("opt-soft-skin", "change", (e) => { game.softSkin = e.target.checked; });
		on("opt-set-upgrades", "change", (e) => {
			game.upgrades = e.target.checked ? crew.view.upgrades.map((u) => u.id) : null;
			form();
		});
		on("opt-roll", "change", (e) => { game.roll = e.target.checked; form(); });
		on("opt-rolls", "change", (e) => { game.rolls = Math.max(0, Math.floor(Number(e.target.value) || 0)); });
		on("opt-reroll", "change", (e) => { game.rerollS6 = e.target.checked; });
		on("opt-seed", "input", (e) => { game.seed = e.target.value.trim(); });
		on("game-name", "input", (e) => { game.name = e.target.value; });
		on("game-date", "input", (e) => { game.date = e.target.value; });
		on("game-note", "input", (e) => { game.note = e.target.value; });
		$("game-clear").addEventListener("click", () => {
			if (!crew) return;
			game = fresh();
			save();
			redraw();
		});
		$("record").addEventListener("click", () => crew && record());
	}

	cc.companion = { show, hide, wire, list };
})(globalThis.crewcard ??= {});
