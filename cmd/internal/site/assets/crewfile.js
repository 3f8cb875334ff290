"use strict";
// A decoded crew as a crew file, byte for byte what crewcard decode writes
// (crewexp.CrewFile and model.TOMLString), with the position of every key
// and list element, as model.Locator finds them, for the rules' messages.
(function (cc) {
	const go = cc.go;
	const T = cc.tables.crew;

	// tomlString writes s as a TOML basic string: model.TOMLString.
	function tomlString(s) {
		let out = '"';
		for (const ch of s) {
			const r = ch.codePointAt(0);
			if (r === 0x22 || r === 0x5c) out += "\\" + ch;
			else if (r < 0x20 || r === 0x7f) out += "\\u" + go.hex(r, 4).toUpperCase();
			else out += ch;
		}
		return out + '"';
	}

	const roleKeys = (set) => T.roles.filter((_, i) => set & (1 << i)).map((r) => r.Key);

	// Source builds a file line by line and records where each path starts:
	// [line, column], the column counting bytes from 1.
	class Source {
		constructor() {
			this.lines = [];
			this.at = new Map();
		}
		line(s = "") {
			this.lines.push(s);
		}
		header(path, brackets = 1) {
			const [open, close] = ["[".repeat(brackets), "]".repeat(brackets)];
			this.line(`${open}${path}${close}`);
			this.mark(path, 1);
		}
		mark(path, col) {
			this.at.set(path, [this.lines.length, col]);
		}
		// key writes `key = value` in the table of path prefix.
		key(prefix, key, value) {
			this.line(`${key} = ${value}`);
			this.mark(prefix + key, 1);
		}
		// list writes `key = [items]`, each item a TOML string.
		list(prefix, key, items) {
			let s = `${key} = [`;
			const cols = [];
			items.forEach((item, i) => {
				if (i > 0) s += ", ";
				cols.push(go.bytes(s).length + 1);
				s += tomlString(item);
			});
			this.line(s + "]");
			this.mark(prefix + key, 1);
			cols.forEach((col, i) => this.mark(`${prefix}${key}.${i}`, col));
		}
		// pos returns [line, col] of path or of its nearest located parent.
		pos(path) {
			for (let p = path; p !== ""; p = p.includes(".") ? p.slice(0, p.lastIndexOf(".")) : "") {
				if (this.at.has(p)) return this.at.get(p);
			}
			return null;
		}
		text() {
			return this.lines.join("\n");
		}
	}

	// crewFile writes a decoded crew back as a crew file: crewexp.CrewFile.
	function crewFile(c) {
		const src = new Source();
		src.line(`# Decoded from a crewcard QR code (rules version ${c.ruleset}, card revision ${c.revision}).`);
		src.list("", "upgrades", c.upgrades.map((id) => T.upgrades[id - 1].Name));
		src.line();
		src.header("vehicle");
		src.key("vehicle.", "name", tomlString(c.vehicle));
		src.key("vehicle.", "nation", tomlString(c.nation));
		src.key("vehicle.", "kind", `"${T.kinds[c.kind].Key}"`);
		src.key("vehicle.", "points", c.points);
		src.key("vehicle.", "crewmen", c.crewmen);
		if (c.profile && c.profile.softSkin) src.key("vehicle.", "soft_skin", "true");
		else if (!c.profile && c.kind !== 0) {
			src.line("# soft_skin = true  # the code does not carry it: remove the # for a soft-skinned vehicle (V2)");
		}
		if (c.profile) profile(src, c.profile);
		src.line();
		src.header("crew");
		if (c.name) src.key("crew.", "name", tomlString(c.name));
		src.key("crew.", "start", `"${T.starts[c.start].Key}"`);
		c.members.forEach((roles, i) => {
			src.line();
			src.header("crew.member", 2);
			src.mark(`crew.member.${i}`, 1);
			if (c.names[i]) src.key(`crew.member.${i}.`, "name", tomlString(c.names[i]));
			src.list(`crew.member.${i}.`, "roles", roleKeys(roles));
		});
		for (const [table, basic] of [["crew.skills", false], ["crew.basic", true]]) {
			const byRole = T.roles.map((_, r) => c.skills.filter((h) => h.basic === basic && T.skills[h.id - 1].Role === r));
			if (byRole.every((list) => list.length === 0)) continue;
			src.line();
			src.header(table);
			T.roles.forEach((role, r) => {
				if (byRole[r].length > 0) src.list(`${table}.`, role.Key, byRole[r].map((h) => T.skills[h.id - 1].Name));
			});
		}
		src.line();
		src.header("carried");
		src.key("carried.", "xp", c.xp);
		src.key("carried.", "xp_earned", c.xpEarned);
		src.key("carried.", "games", c.games);
		src.key("carried.", "kills", c.kills);
		src.line();
		return src;
	}

	// profile writes a vehicle's profile: crewexp.ProfileTOML.
	function profile(src, p) {
		const v = cc.crewprofile.view(p);
		src.key("vehicle.", "damage_value", `"${v.damage_value}"`);
		if (v.class !== "") src.key("vehicle.", "class", tomlString(v.class));
		if (v.type !== "") src.key("vehicle.", "type", `"${v.type}"`);
		src.key("vehicle.", "transport", v.transport);
		if (v.tow.length > 0) src.list("vehicle.", "tow", v.tow);
		if (v.rules.length > 0) src.list("vehicle.", "rules", v.rules);
		v.weapons.forEach((w, i) => {
			src.line();
			src.header("vehicle.weapon", 2);
			src.mark(`vehicle.weapon.${i}`, 1);
			src.key(`vehicle.weapon.${i}.`, "name", tomlString(w.name));
			if (w.count > 1) src.key(`vehicle.weapon.${i}.`, "count", w.count);
			src.key(`vehicle.weapon.${i}.`, "range", literal(w.range));
			src.key(`vehicle.weapon.${i}.`, "shots", tomlString(w.shots));
			src.key(`vehicle.weapon.${i}.`, "pen", tomlString(w.pen));
			if (w.rules.length > 0) src.list(`vehicle.weapon.${i}.`, "rules", w.rules);
		});
	}

	// literal writes s as a TOML literal string where it can: '24"' (model.TOMLLiteral).
	const literal = (s) => (/['\x00-\x1f\x7f]/.test(s) ? tomlString(s) : `'${s}'`);

	cc.crewfile = { crewFile, tomlString, roleKeys };
})(globalThis.crewcard ??= {});
