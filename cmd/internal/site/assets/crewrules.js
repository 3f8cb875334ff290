"use strict";
// The crew rules that a decoded crew file can break, a port of the parts of
// model/crewexp's Validate that such a file reaches (texts, points, members,
// crewmen, starting and basic skills, [carried], upgrades, the payload's
// size), and the state it derives: what crewcard decode checks before it
// writes the file, and what crewcard show prints of it.
(function (cc) {
	const go = cc.go;
	const T = cc.tables.crew;
	const L = T.limits;
	const P = T.profile;

	const lower = (s) => (/^[A-Z]([^A-Z]|$)/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
	const an = (word) => ("aeiouAEIOU".includes(word[0]) ? "an " : "a ") + word;
	const noun = (r) => lower(T.roles[r].Label);
	const roleList = (set) => T.roles.map((_, r) => r).filter((r) => set & (1 << r));
	function rolesText(set) {
		const names = roleList(set).map(noun);
		if (names.length === 0) return "no role";
		if (names.length === 1) return names[0];
		return names.slice(0, -1).join(", ") + " and " + names[names.length - 1];
	}
	const levelFor = (n) => T.levels.filter((row) => n >= row.MinSkills).pop();

	// invisible is model's invisible: spaces, format characters, combining
	// marks alone and the other default-ignorable characters.
	const invisible = /^[\p{White_Space}\p{Zs}\p{Cf}\p{Mn}\p{Me}\p{Default_Ignorable_Code_Point}]*$/u;
	const clip = (s, n) => ([...s].length > n ? [...s].slice(0, n).join("") + "…" : s);

	// checkText is model.CheckText.
	function checkText(s, required, max) {
		const b = go.bytes(s);
		const n = go.runeCount(b);
		if (required && b.length === 0) return "must not be empty";
		if (n > max) return `is ${n} characters long, more than the ${max} the card prints`;
		for (const [, r] of go.runes(b)) {
			if (r < 0x20 || r === 0x7f || (r >= 0x80 && r < 0xa0)) return `holds the control character ${go.fmtU(r)}`;
			if (r > 0xffff) return `holds ${go.quoteRune(r)} (${go.fmtU(r)}), which the card font cannot print`;
		}
		if (b.length === 0 || !invisible.test(s)) return "";
		const q = go.quote(clip(s, 60));
		return required ? `must not be empty: ${q} has no visible character` : `${q} has no visible character; leave it empty or write one`;
	}

	// displayPath is model.DisplayPath: list indices as [n], from 1.
	const displayPath = (path) => path.split(".").map((p, i) => (/^\d+$/.test(p) ? `[${+p + 1}]` : (i > 0 ? "." : "") + p)).join("");

	// validate judges the crew file that src holds (crewFile of c) and
	// returns its problems, as crewcard decode prints them, and its state.
	function validate(c, src) {
		const problems = [];
		const add = (path, rule, msg) => problems.push({ path, rule, msg, at: src.pos(path) });
		const text = (path, s, max, required = true) => {
			const msg = checkText(s, required, max);
			if (msg) add(path, "", msg);
		};
		text("vehicle.name", c.vehicle, L.maxVehicle);
		text("vehicle.nation", c.nation, L.maxNation);
		text("crew.name", c.name, L.maxNameLen, false); // unnamed, the crew is called by its vehicle
		const kind = T.kinds[c.kind];
		const start = T.starts[c.start];
		if (c.points < 1 || c.points > L.maxPoints) add("vehicle.points", "U4", `points must be 1 to ${L.maxPoints}, not ${c.points}`);

		const s = { members: [], skills: [], upgrades: [] };
		if (c.members.length === 0) {
			s.members = roleList(kind.DefaultRoles).map((r) => 1 << r);
		}
		let held = 0;
		c.members.forEach((roles, i) => {
			const msg = checkText(c.names[i], false, L.maxNameLen);
			if (msg) add(`crew.member.${i}.name`, "", msg);
			let set = 0;
			roleList(roles).forEach((r, j) => {
				const at = `crew.member.${i}.roles.${j}`;
				if (!(kind.Roles & (1 << r))) {
					add(at, "C3", `${an(lower(kind.Label))} has no ${noun(r)}; its crew roles are ${rolesText(kind.Roles)}`);
				} else if (held & (1 << r)) {
					add(at, "C2", `the ${T.roles[r].Key} role is held by another member already`);
				} else {
					set |= 1 << r;
					held |= 1 << r;
				}
			});
			s.members.push(set);
		});
		s.crewmen = s.members.length;
		if (c.crewmen !== 0) {
			if (c.crewmen < s.members.length || c.crewmen > L.maxCrewmen) {
				add("vehicle.crewmen", "C4", `${c.crewmen} crewmen, but the crew lists ${s.members.length} members; use ${s.members.length} to ${L.maxCrewmen}`);
			} else {
				s.crewmen = c.crewmen;
			}
		}

		// Skills are gained as the validator reads the file: basics, then the
		// others, role by role, each role's in ascending ID order.
		const present = () => s.members.reduce((a, b) => a | b, 0);
		const gain = (path, basic) => {
			let n = 0;
			T.roles.forEach((role, r) => {
				c.skills.filter((h) => h.basic === basic && T.skills[h.id - 1].Role === r).forEach((h, i) => {
					n++;
					const at = `${path}.${role.Key}.${i}`;
					if (!(kind.Skills & (1 << r))) add(at, "C3", `a crew of ${an(lower(kind.Label))} gains ${rolesText(kind.Skills)} skills only`);
					else if (!(present() & (1 << r))) add(at, "S4", `the crew has no ${noun(r)} to hold ${go.quote(T.skills[h.id - 1].Name)}`);
					else s.skills.push(h);
				});
			});
			return n;
		};
		const basics = gain("crew.basic", true);
		if (basics !== start.Basics) {
			add("crew.basic", "P3", start.Basics === 0
				? `only a legendary crew has basic skills; this crew starts ${start.Key}`
				: `a legendary crew starts with ${start.Basics} basic skills, not ${basics}`);
		}
		const rolled = gain("crew.skills", false) - start.Skills;
		const spent = c.xpEarned - c.xp;
		if (spent < 0) add("carried.xp", "X3", `${c.xp} XP unspent, but only ${c.xpEarned} earned; XP is earned before it is spent`);
		else if (spent % T.skillCost !== 0) add("carried.xp_earned", "X3", `${c.xpEarned} XP earned and ${c.xp} unspent leave ${spent} spent, not a multiple of ${T.skillCost}`);
		else if (spent / T.skillCost < rolled) add("carried.xp_earned", "X3", `${rolled} skills beyond the start cost ${rolled * T.skillCost} XP, but only ${spent} XP was spent`);
		if (!kind.Kills && c.kills > 0) add("carried.kills", "C3", "an unarmed vehicle cannot destroy enemy units");
		Object.assign(s, { xp: c.xp, xpEarned: c.xpEarned, xpSpent: spent, games: c.games, kills: c.kills });

		fit(s, c.upgrades, add);
		// The card's payload: the state as Crew.Saved gives it, revised by
		// games, with the profile where the file's is right.
		const profile = c.profile && profileRight(c.profile, add) ? c.profile : null;
		const saved = { ...c, profile, members: s.members, crewmen: s.crewmen, skills: s.skills, upgrades: s.upgrades, revision: c.games, ruleset: T.ruleset };
		let payload = null;
		if (cc.crewcodec.check(saved) === "") {
			const { version, body } = cc.crewcodec.encode(saved);
			payload = cc.saved.seal(1, version, body);
			const named = c.names.some((n) => n !== "");
			const back = (what, fix) => `${what} make the card's QR code ${payload.length} bytes long, more than the ${L.maxBackPayload} that the larger code on the card's back prints at 0.5 mm a module; shorten ${fix}`;
			if (saved.profile && payload.length > L.maxBackPayload) {
				add("vehicle.weapon", "", back("the names and the vehicle's profile", "the weapons' names, or drop special rules the card need not repeat"));
			} else if (named && payload.length > L.maxBackPayload) {
				add("crew.member", "", back("the names", "the members' names"));
			} else if (!saved.profile && !named && payload.length > L.maxPayload) {
				add("crew.name", "", `crew.name, vehicle.name and vehicle.nation make the card's QR code ${payload.length} bytes long, more than the ${L.maxPayload} it can print at 0.5 mm a module; shorten them`);
			}
		}
		for (const [key, text] of [["crew.name", c.name], ["vehicle.name", c.vehicle], ["vehicle.nation", c.nation], ...profileTexts(profile), ...c.names.map((n, i) => [`crew.member.${i}.name`, n])]) {
			for (const msg of cc.glyphs.problems(text)) add(key, "", msg);
		}
		return { errors: sortProblems(problems), state: s, payload };
	}

	// profileRight checks the texts of a decoded profile as the crew file's
	// profile keys are checked (crewexp's checker.profile); the codec has
	// checked its numbers.
	function profileRight(p, add) {
		let ok = true;
		const text = (path, s, required, max) => {
			const msg = checkText(s, required, max);
			if (msg) (add(path, "", msg), (ok = false));
		};
		text("vehicle.class", p.class, false, P.maxRuleRunes);
		p.rules.forEach((r, i) => text(`vehicle.rules.${i}`, r, true, P.maxRuleRunes));
		p.weapons.forEach((w, i) => {
			text(`vehicle.weapon.${i}.name`, w.name, true, L.maxVehicle);
			w.rules.forEach((r, j) => text(`vehicle.weapon.${i}.rules.${j}`, r, true, P.maxRuleRunes));
		});
		return ok;
	}

	// profileTexts are the profile's texts the card prints, with their keys
	// (profileTexts in cmd/internal/system/crewcards).
	function profileTexts(p) {
		if (!p) return [];
		return [["vehicle.class", p.class], ...p.rules.map((r, i) => [`vehicle.rules.${i}`, r]),
			...p.weapons.flatMap((w, i) => [[`vehicle.weapon.${i}.name`, w.name], ...w.rules.map((r, j) => [`vehicle.weapon.${i}.rules.${j}`, r])])];
	}

	// fit fits the upgrades (U1–U3): State.Fit.
	function fit(s, ids, add) {
		const lvl = levelFor(s.skills.length);
		if (ids.length > lvl.Slots) add("upgrades", "U1", `${ids.length} upgrades, but a level ${lvl.Level} crew has ${lvl.Slots} slots`);
		ids.forEach((id, i) => {
			const u = T.upgrades[id - 1];
			if (u.Level > lvl.Level) add(`upgrades.${i}`, "U2", `${go.quote(u.Name)} needs crew level ${u.Level}, the crew is level ${lvl.Level}`);
		});
		ids.forEach((id, i) => {
			const u = T.upgrades[id - 1];
			for (const inner of u.Contains) {
				if (ids.includes(inner)) add(`upgrades.${i}`, "U3", `${go.quote(u.Name)} already holds a ${T.upgrades[inner - 1].Name}; drop one of them`);
			}
		});
		s.upgrades = ids.slice();
	}

	// sortProblems orders by line and column, keeping equal positions in
	// order, and writes each as model.Error prints it.
	function sortProblems(ps) {
		const key = (p) => (p.at ? p.at[0] * 1e6 + p.at[1] : 0);
		return ps
			.map((p, i) => [p, i])
			.sort((a, b) => key(a[0]) - key(b[0]) || a[1] - b[1])
			.map(([p]) => {
				const where = p.at ? `<decoded>:${p.at[0]}:${p.at[1]}` : "<decoded>";
				return `${where}: ${p.path ? displayPath(p.path) + ": " : ""}${p.msg}${p.rule ? ` (${p.rule})` : ""}`;
			});
	}

	cc.crewrules = { validate, levelFor, roleList };
})(globalThis.crewcard ??= {});
