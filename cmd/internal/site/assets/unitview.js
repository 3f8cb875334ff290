"use strict";
// The page's view of a Flames of War unit card: ratings, teams and weapons,
// from the decoded unit, as plain text in the page.
(function (cc) {
	const F = cc.tables.fow;
	const { plus, crossText, firepower, distance, keywordNames } = cc.fowcodec;

	function el(tag, props = {}, ...children) {
		const e = document.createElement(tag);
		Object.assign(e, props);
		e.append(...children.filter((c) => c !== null && c !== undefined));
		return e;
	}
	const pairs = (rows) => rows.flatMap(([t, d]) => [el("dt", { textContent: t }), el("dd", { textContent: d })]);
	const ratingText = (i, v) => `${F.ratings[i].Names.find((n) => n.Value === v)?.Name ?? ""} ${plus(v)}`.trim();
	const rofText = (n) => (n === F.codec.noROF ? "-" : String(n));

	const weaponHeads = ["Weapon", "Range", "ROF halted / moving", "Anti-tank", "Firepower", "Notes"];

	// weaponRow is a weapon's row; each value carries its column's heading,
	// which labels it where a narrow screen stacks the row. Its notes name
	// its mount where the back explains it, as the card's do: an infantry or
	// gun team's mount its type already says.
	function weaponRow(w) {
		const notes = [];
		const mount = F.mounts.find((m) => m.ID === w.mount);
		if (mount?.Back) notes.push(mount.Name);
		notes.push(...keywordNames(w.keywords));
		if (w.bombard) notes.push(`Bombardment ${distance(w.bombard.range)}, AT ${w.bombard.antiTank}, FP ${firepower(w.bombard.firepower)}`);
		const cells = [w.name, distance(w.range), `${rofText(w.halted)} / ${rofText(w.moving)}`, String(w.antiTank), firepower(w.firepower), notes.join("; ")];
		return el("tr", {}, el("th", { scope: "row", textContent: cells[0] }), ...cells.slice(1).map((c, i) => {
			const td = el("td", { textContent: c });
			td.dataset.label = weaponHeads[i + 1];
			return td;
		}));
	}

	function team(t) {
		const title = `${t.count} × ${t.name} (${F.types[t.type]})`;
		const rows = [
			[t.armoured ? "Armour" : "Save", t.armoured ? `front ${t.front}, side ${t.side}, top ${t.top}` : t.save === 0 ? "none" : plus(t.save)],
			["Movement", F.mobility.map((k, i) => `${k.replaceAll("_", " ")} ${F.types[t.type] === "aircraft" && t.mobility[i] === 0 ? "unlimited" : distance(t.mobility[i])}`).join(" · ")],
			["Cross", crossText(t.cross)],
		];
		if (t.leader > 0) rows.push(["Unit Leader", `${t.leader} of the ${t.count}`]);
		if (t.keywords.length) rows.push(["Keywords", keywordNames(t.keywords).join(", ")]);
		if (t.notes.length) rows.push(["Notes", t.notes.join("; ")]);
		const out = [el("h3", { textContent: title }), el("dl", { className: "state-list" }, ...pairs(rows))];
		if (t.weapons.length) {
			const head = weaponHeads;
			out.push(el("div", { className: "scroll" }, el("table", { className: "weapons" },
				el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col", textContent: h })))),
				el("tbody", {}, ...t.weapons.map(weaponRow)))));
		}
		return out;
	}

	// back is the card's back: the rule of every keyword the unit, its
	// teams and their weapons carry, each once in that order (or a word that
	// the sources only name it), then the field of fire of each mount the
	// weapons table names, as fowcards' backText prints them.
	function back(u) {
		const seen = new Set();
		const rows = [];
		const add = (ks) => ks.forEach((k) => {
			if (seen.has(k.id)) return;
			seen.add(k.id);
			const kw = F.keywords[k.id - 1];
			rows.push([kw.Name, kw.Text || F.namedOnly]);
		});
		add(u.keywords);
		u.teams.forEach((t) => {
			add(t.keywords);
			t.weapons.forEach((w) => add(w.keywords));
		});
		const mounts = new Set();
		u.teams.forEach((t) => t.weapons.forEach((w) => {
			const m = F.mounts.find((x) => x.ID === w.mount);
			if (m && m.Back && !mounts.has(m.ID)) {
				mounts.add(m.ID);
				rows.push([m.Name, m.Text]);
			}
		}));
		if (rows.length === 0) return [];
		return [el("h3", { textContent: "The card's back: rules" }), el("dl", { className: "rules-list" }, ...pairs(rows))];
	}

	// render returns the elements that show unit u.
	function render(u) {
		const rows = [["Role", F.roles[u.role].Label], ...[u.motivation, u.skill, u.isHitOn].map((v, i) => [F.ratings[i].Label, ratingText(i, v)])];
		u.tests.forEach((v, i) => v && rows.push([F.tests[i].Label, plus(v)]));
		if (u.points > 0) rows.push(["Points", String(u.points)]);
		if (u.keywords.length) rows.push(["Keywords", keywordNames(u.keywords).join(", ")]);
		return [
			el("h2", { textContent: u.name }),
			el("p", { className: "vehicle", textContent: `${u.nation} · Flames of War unit card` }),
			el("dl", { className: "state-list" }, ...pairs(rows)),
			...u.teams.flatMap(team),
			...back(u),
		];
	}

	cc.unitview = { render };
})(globalThis.crewcard ??= {});
