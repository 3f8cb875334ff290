"use strict";
// The page: takes a code from the URL (its fragment, else its last path
// segment) or from the paste box, and shows the crew, its card front and
// back, or decode's message. Text from the code only ever goes in as text.
(function (cc) {
	const T = cc.tables.crew;
	const $ = (id) => document.getElementById(id);

	function el(tag, props = {}, ...children) {
		const e = document.createElement(tag);
		Object.assign(e, props);
		e.append(...children.filter((c) => c !== null && c !== undefined));
		return e;
	}

	// headings say what a refused code means; the message is decode's own.
	const headings = {
		empty: ["No code to open", "Paste the link or the code from a card into the box, then press Open. A phone's camera app opens a scanned card's link by itself."],
		checksum: ["This code is damaged", "A character was misread or mistyped. Scan the card again, or check the code read, below, letter by letter."],
		truncated: ["This code is incomplete", "Part of the code is missing. Scan the card again, or copy the whole link."],
		foreign: ["This is not a crewcard code", "It is not a link or code printed on a crewcard card."],
		version: ["A newer crewcard made this code", "This viewer is older than the card. Use a newer viewer, or a newer crewcard decode."],
		malformed: ["This code is malformed", "Its checksum is right, but its contents are not what crewcard writes."],
		trailing: ["This code is malformed", "Its checksum is right, but its contents are not what crewcard writes."],
		toolong: ["That is too long for a card's code", "A card's link is a short line; paste only the link."],
		rules: ["The crew on this card breaks the rules", "The code decodes, but crewcard would not accept the crew file it holds."],
	};

	let current = null; // the crew shown

	function reset() {
		for (const id of ["problem", "other", "result"]) $(id).hidden = true;
		$("status").textContent = "";
		current = null;
		place(null);
		cc.companion.hide();
	}

	// place lays the page out: a crew or a unit (actions, its buttons)
	// first, the status under its buttons, the paste box last; with
	// nothing, the intro and the paste box first.
	function place(actions) {
		document.body.classList.toggle("showing", actions !== null);
		const main = document.querySelector("main");
		if (actions) {
			actions.after($("status"));
			main.append($("paste"));
		} else {
			$("problem").before($("status"));
			main.prepend($("paste"));
		}
	}

	// codeRead is the code the page read from input, as decode reads it.
	const codeRead = (input) => cc.go.text(cc.saved.extractCode(cc.go.trimSpace(cc.go.bytes(input))));

	// showProblem shows decode's message, and the code it read from input.
	function showProblem(err, input = "") {
		const [title, hint] = headings[err.kind] ?? ["This code cannot be read", ""];
		const box = $("problem");
		const parts = [el("h2", { textContent: "⚠ " + title })];
		if (err.kind !== "empty") parts.push(el("p", { className: "message" }, el("code", { textContent: err.message })));
		parts.push(el("p", { textContent: hint }));
		const read = err.kind === "empty" || err.kind === "toolong" ? "" : codeRead(input);
		if (read !== "") {
			// in groups of four for the eye; a copy of it is the code itself
			const groups = read.match(/.{1,4}/gu).map((g) => el("span", { textContent: g }));
			parts.push(el("p", { className: "read" }, "The code read: ", el("code", { className: "code-read" }, ...groups)));
		}
		box.replaceChildren(...parts);
		box.hidden = false;
	}

	// showOther shows a card of another game system: a Flames of War unit.
	function showOther(r) {
		const box = $("other");
		const download = el("button", { type: "button", textContent: "Download unit file" });
		download.addEventListener("click", () => save(r.file, r.unit.name));
		const actions = el("div", { className: "actions" }, download);
		box.replaceChildren(
			el("article", { className: "card", ariaLabel: "Unit card" }, ...cc.unitview.render(r.unit),
				el("p", { className: "card-foot" }, el("span", { textContent: "Flames of War" }), el("span", { className: "short-code", textContent: r.shortCode }))),
			actions,
			el("p", { className: "note", textContent: `This code holds ${r.other.title}. The unit file below is the one crewcard decode writes; decode also checks it against the unit rules, which this page does not.` }),
			el("details", {}, el("summary", { textContent: "Unit file, as crewcard decode writes it" }), el("pre", { textContent: r.file, role: "region", tabIndex: 0, ariaLabel: "Unit file" })),
		);
		box.hidden = false;
		place(actions);
		$("status").textContent = `Showing ${r.unit.name}, ${r.other.title}.`;
	}

	function fill(root, values) {
		for (const node of root.querySelectorAll("[data-field]")) node.textContent = values[node.dataset.field] ?? "";
	}

	// cardValues are the card's texts, as the printed card words them.
	function cardValues(v) {
		return {
			...v,
			name: cc.called(v), vehicle: v.name ? v.vehicle : "", // an unnamed crew is called by its vehicle, as on the card
			points: `${v.points.total} pts`, slots: `${v.slots.used}/${v.slots.allowed}`,
			tallies: `Games ${v.games} · Kills ${v.kills} · XP earned ${v.xp_earned}`,
			revision: `rev ${v.games}`, flags: v.slow ? "Slow" : "", short_code: v.code,
			kind_label: v.profile ? `${v.kind_label} · DV ${v.profile.damage_value}` : v.kind_label,
		};
	}

	const byID = (a, b) => a.id - b.id;

	// basicMark marks a basic skill with a star, and in words for screen readers.
	const basicMark = () => el("span", { className: "basic", title: "basic skill, never lost" },
		el("span", { ariaHidden: "true", textContent: " ★" }), el("span", { className: "sr-only", textContent: " (basic)" }));

	// heldMark marks a skill the crew holds, in words for screen readers.
	const heldMark = () => el("span", { className: "held-mark", title: "held" },
		el("span", { ariaHidden: "true", textContent: " ✓" }), el("span", { className: "sr-only", textContent: " (held)" }));

	// crewRows is the card's roll table: each present role's six skills in
	// die order, the held ones marked; the absent roles share one thin line.
	function crewRows(v) {
		const kind = T.kinds.find((k) => k.Key === v.kind);
		const rows = [];
		const absent = v.roles.filter((r) => !r.present).map((r) => r.label);
		v.roles.forEach((r, ri) => {
			if (!r.present) return;
			const cell = el("td");
			rows.push(el("tr", {}, el("th", { scope: "row", textContent: r.label }), cell));
			const held = new Map(r.skills.map((s) => [s.id, s]));
			const table = T.skills.filter((s) => s.Role === ri).sort((a, b) => a.Die - b.Die);
			if (table.length === 0 || (kind && !(kind.Skills & (1 << ri)) && held.size === 0)) {
				cell.append(el("span", { className: "none", textContent: "no skills" }));
				return;
			}
			cell.append(el("ol", { className: "skills roll" }, ...table.map((s) => {
				const h = held.get(s.ID);
				const li = el("li", { className: h ? "held" : "unheld" },
					el("span", { className: "die", textContent: String(s.Die) }),
					el("span", { className: "skill-name", textContent: s.Name }), h ? heldMark() : null, h?.basic ? basicMark() : null);
				li.dataset.skill = String(s.ID);
				return li;
			})));
		});
		if (absent.length) {
			rows.push(el("tr", { className: "absent-row" }, el("th", { scope: "row", textContent: "Absent" }),
				el("td", {}, el("span", { className: "absent", textContent: absent.join(", ") }))));
		}
		return rows;
	}

	// towText words what a vehicle tows, as the card does.
	function towText(tow) {
		const any = tow.filter((x) => x.startsWith("any ")), upTo = tow.filter((x) => !x.startsWith("any "));
		return "tows " + [any.join(", "), upTo.length ? "up to a " + upTo.join(", ") : ""].filter((x) => x !== "").join("; ");
	}

	// profileItems are the vehicle's profile as the card's back words it:
	// its Damage Value and the rest, then each weapon.
	function profileItems(p) {
		if (!p) return [];
		const parts = [p.damage_value + (p.class ? ` (${p.class})` : ""), p.type, p.transport > 0 ? `transports ${p.transport}` : "",
			p.tow.length ? towText(p.tow) : ""].filter((x) => x !== "");
		const rules = p.rules.length ? [["Special rules", p.rules.join(", ") + "."]] : [];
		return [["Damage Value", parts.join(" · ") + "."], ...rules, ...p.weapons.map((w) => [
			(w.count > 1 ? `${w.count}× ` : "") + w.name,
			[w.range, `${w.shots} ${w.shots === "1" ? "shot" : "shots"}`, w.pen === "-" ? "no Pen" : w.pen === "HE" ? "HE" : `Pen ${w.pen}`, w.rules.join(", ")].filter((x) => x !== "").join(" · ") + ".",
		])];
	}

	function backText(v) {
		const items = profileItems(v.profile);
		for (const r of v.roles) {
			for (const s of r.skills.slice().sort(byID)) {
				items.push([`${s.name} (${r.label})${s.basic ? " · basic" : ""}`, T.skills[s.id - 1].Text]);
			}
		}
		for (const u of v.upgrades.slice().sort(byID)) items.push([`${u.name} (level ${u.level}, ${u.cost} pts)`, T.upgrades[u.id - 1].Text]);
		if (items.length === profileItems(v.profile).length) items.push(["No skills or upgrades yet", "Skills are rolled for with XP; upgrades are fitted before a game."]);
		return items.flatMap(([t, d]) => [el("dt", { textContent: t }), el("dd", { textContent: d })]);
	}

	function stateList(v) {
		// as the card's back: "Uffz. Brandt (commander and gunner) · Driver"
		const members = v.members.map((m) => {
			const roles = m.roles.map((k) => T.roles.find((r) => r.Key === k).Label).join(" and ");
			return m.name ? `${m.name} (${roles.toLowerCase()})` : roles;
		}).join(" · ");
		const rows = [
			["Start", v.start], ["Crewmen", String(v.crewmen)], ["Members", members || "none"],
			["Skills", String(v.skill_count)], ["XP earned", String(v.xp_earned)], ["XP spent", String(v.xp_spent)],
			["Points", `${v.points.vehicle} vehicle + ${v.points.upgrades} upgrades = ${v.points.total}`],
			["Slow", v.slow ? "yes (Extra Armor)" : "no"],
		];
		return rows.flatMap(([t, d]) => [el("dt", { textContent: t }), el("dd", { textContent: d })]);
	}

	function showCrew(r) {
		const v = r.view;
		const res = $("result");
		fill(res, cardValues(v));
		$("crew-rows").replaceChildren(...crewRows(v));
		$("upgrades").replaceChildren(...(v.upgrades.length ? v.upgrades.slice().sort(byID).map((u) => el("li", { textContent: u.name })) : [el("li", { className: "none", textContent: "none" })]));
		$("back-text").replaceChildren(...backText(v));
		$("state").replaceChildren(...stateList(v));
		$("soft-skin-note").hidden = v.kind === "tank" || v.profile !== undefined; // a profile carries it
		$("file-text").textContent = r.file;
		$("json-text").textContent = r.json;
		res.hidden = false;
		place(res.querySelector(".actions"));
		current = r;
		cc.companion.show(r);
		document.title = `${cc.called(v)}: crewcard`;
		$("status").textContent = `Showing ${v.name ? `${v.name}, ` : ""}${v.vehicle}: level ${v.level} ${v.quality}.`;
	}

	// show decodes input and shows what it holds.
	function show(input) {
		reset();
		if (input.trim() === "") return;
		const r = cc.decode(input);
		if (r.error) showProblem(r.error, input);
		else if (r.other) showOther(r);
		else showCrew(r);
		return r;
	}

	// fromLocation is the code the URL carries: its fragment, else its last
	// path segment unless that is the page itself.
	function fromLocation() {
		let hash = location.hash.slice(1);
		try {
			hash = decodeURIComponent(hash);
		} catch {
			// keep it as it is: decode names the bad character
		}
		return hash.trim() !== "" ? hash : pathCode();
	}

	// pathCode is the link the URL's path makes, "" when its last segment
	// is the page itself.
	function pathCode() {
		const last = location.pathname.replace(/\/+$/, "").split("/").pop();
		if (location.protocol === "file:" || last === "" || /^(index|404)\.html?$/i.test(last)) return "";
		return location.origin + location.pathname + location.search;
	}

	// address sets the page's address without a reload: hash after its
	// path, or, with no hash, the site's root when the path holds a code.
	function address(hash) {
		let url = location.pathname + location.search;
		if (hash !== "") url += "#" + hash;
		else if (pathCode() !== "") url = new URL(".", document.baseURI).pathname;
		try {
			history.replaceState(null, "", url);
		} catch {
			// a page opened from disk may not change its address: it keeps it
		}
	}

	// folds are the letters that keep no accent apart from their base
	// letter, and so are not split by NFKD.
	const folds = { æ: "ae", ø: "o", ß: "ss", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h", ŧ: "t" };

	// fileName is the name a file of a crew or unit called name is saved
	// under: its letters and digits in lower case, accents dropped from
	// their letters, a dash for every run of anything else, at most 40.
	function fileName(name) {
		const slug = name.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase()
			.replace(/[æøßœłđðþıħŧ]/gu, (c) => folds[c])
			.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+/, "").slice(0, 40).replace(/-+$/, "");
		return (slug || "crewcard") + ".toml";
	}
	cc.fileName = fileName;
	// called is what a crew's view is called: its name, or its vehicle's
	// where the crew is unnamed.
	cc.called = (v) => v.name || v.vehicle;
	cc.saveFile = save;

	// save offers text as a file named after name.
	function save(text, name) {
		const url = URL.createObjectURL(new Blob([text], { type: "application/toml" }));
		const a = el("a", { href: url, download: fileName(name) });
		document.body.append(a);
		a.click();
		a.remove();
		setTimeout(() => URL.revokeObjectURL(url), 10000);
		$("status").textContent = `File saved as ${a.download}.`;
	}

	async function copyJSON() {
		if (!current) return;
		const done = (how) => ($("status").textContent = how);
		try {
			await navigator.clipboard.writeText(current.json);
			return done("JSON copied.");
		} catch {
			const area = el("textarea", { value: current.json, readOnly: true });
			document.body.append(area);
			area.select();
			const ok = document.execCommand("copy");
			area.remove();
			done(ok ? "JSON copied." : "Copying is blocked here; the JSON is below, under “JSON”.");
		}
	}

	document.addEventListener("DOMContentLoaded", () => {
		$("paste").addEventListener("submit", (e) => {
			e.preventDefault();
			// no link or code holds white space: chat apps break long ones
			const input = $("code-input").value.replace(/\s+/gu, "");
			// the address holds what the page shows, so that a reload or a
			// shared link shows it again, never the crew before
			if (input === "") {
				show("");
				address("");
				showProblem({ kind: "empty" });
				$("code-input").focus();
				return;
			}
			const r = show(input);
			address(r.error ? encodeURIComponent(input) : r.code);
		});
		$("download").addEventListener("click", () => current && save(current.file, cc.called(current.view)));
		$("copy-json").addEventListener("click", copyJSON);
		cc.companion.wire();
		window.addEventListener("hashchange", () => show(fromLocation()));
		show(fromLocation());
		document.documentElement.dataset.ready = "true";
		// the service worker keeps the site for a scan with the network off;
		// a page opened from disk has none, and needs none
		if ("serviceWorker" in navigator && location.protocol !== "file:") {
			navigator.serviceWorker.register(new URL("sw.js", document.baseURI)).catch(() => {});
		}
	});
})(globalThis.crewcard ??= {});
