"use strict";
// The crew-experience body codec, versions 1 to 3: a port of
// model/crewexp/codec (v1.go, v1text.go, v2.go, v3.go, phrases.go). decode accepts
// only the bytes the Go encoder writes; encode is here to measure a
// state's payload.
(function (cc) {
	const go = cc.go, pack = cc.pack;
	const C = cc.tables.crew.codec;
	const MAX_NUMBER = 65535;
	const GROUP = 6, GROUPS = C.maxSkill / GROUP;
	const text = new pack.Alphabet(" ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");

	// decode reads a body of version v: the version-1 fields, a profile
	// (version 2; version 3 if a bit says so), then (version 3) the
	// members' names, one not "".
	function decode(body, v) {
		const r = new pack.Reader(body);
		const c = readV1(r);
		if (v === 2 || (v === 3 && r.bits(1))) c.profile = cc.crewprofile.read(r);
		if (v === 3) {
			c.names = c.names.map((_, i) => (r.err === null ? text.read(r, `member ${i + 1} name`, C.maxRunes) : ""));
			if (r.err === null && !named(c)) r.fail(pack.malformed("member names are written but no member has one"));
		}
		const err = r.end();
		if (err) throw err;
		const msg = c.profile ? cc.crewprofile.check(c.profile) : "";
		if (msg !== "") throw pack.malformed(msg);
		return c;
	}

	const named = (c) => c.names.some((n) => n !== "");

	// readV1 reads the fields of a version-1 body, which version 2 begins with.
	function readV1(r) {
		const c = { profile: null };
		c.ruleset = r.nv("ruleset", 1, 255);
		c.kind = r.bits(2);
		c.start = r.bits(2);
		if (c.start > 2) r.fail(pack.malformed(`start ${c.start} out of range 0..2`));
		const n = r.bits(3);
		if (n > C.maxMembers) r.fail(pack.malformed(`${n} members, at most ${C.maxMembers}`));
		c.members = [];
		for (let i = 0; i < n && r.err === null; i++) {
			const roles = r.bits(5);
			if (roles === 0) r.fail(pack.malformed(`member ${i + 1} holds no role`));
			c.members.push(roles);
		}
		c.names = c.members.map(() => ""); // the members' names, "" for none
		c.crewmen = r.bits(4);
		c.points = r.nv("points", 0, MAX_NUMBER);
		c.xp = r.nv("XP", 0, MAX_NUMBER);
		c.skills = readSkills(r);
		c.upgrades = readUpgrades(r);
		c.games = r.nv("games", 0, MAX_NUMBER);
		c.kills = r.nv("kills", 0, MAX_NUMBER);
		c.xpEarned = r.nv("XP earned", 0, MAX_NUMBER);
		c.revision = r.nv("revision", 0, MAX_NUMBER);
		c.name = text.read(r, "name", C.maxRunes);
		c.vehicle = text.read(r, "vehicle", C.maxRunes);
		c.nation = text.read(r, "nation", C.maxRunes);
		return c;
	}

	// readSkills reads the skill groups and the basic bits, in ascending ID order.
	function readSkills(r) {
		const mask = r.bits(GROUPS);
		const skills = [];
		for (let g = 0; g < GROUPS; g++) {
			if (!(mask & (1 << g))) continue;
			const set = r.bits(GROUP);
			if (r.err === null && set === 0) r.fail(pack.malformed(`skill group ${g + 1} is marked present but empty`));
			for (let i = 0; i < GROUP; i++) {
				if (set & (1 << i)) skills.push({ id: g * GROUP + i + 1, basic: false });
			}
		}
		if (r.bits(1) === 1) {
			let some = false;
			for (const s of skills) {
				s.basic = r.bits(1) === 1;
				some ||= s.basic;
			}
			if (r.err === null && !some) r.fail(pack.malformed("basic skills are marked present but none is"));
		}
		return skills;
	}

	// readUpgrades reads the upgrade set, in ascending ID order.
	function readUpgrades(r) {
		if (r.bits(1) === 0) return [];
		const set = r.bits(C.maxUpgrade);
		if (r.err === null && set === 0) r.fail(pack.malformed("upgrades are marked present but none is"));
		const ups = [];
		for (let i = 0; i < C.maxUpgrade; i++) if (set & (1 << i)) ups.push(i + 1);
		return ups;
	}

	// encode writes the body of a crew the codec accepts, and its version:
	// codec.write.
	function encode(c) {
		const v = named(c) ? 3 : c.profile ? 2 : 1;
		const w = new pack.Writer();
		w.nv(c.ruleset);
		w.bits(c.kind, 2);
		w.bits(c.start, 2);
		w.bits(c.members.length, 3);
		for (const roles of c.members) w.bits(roles, 5);
		w.bits(c.crewmen, 4);
		w.nv(c.points);
		w.nv(c.xp);
		let set = 0, basic = 0;
		for (const s of c.skills) {
			set += 2 ** (s.id - 1);
			if (s.basic) basic += 2 ** (s.id - 1);
		}
		const group = (g) => Math.floor(set / 2 ** (g * GROUP)) & (2 ** GROUP - 1);
		let mask = 0;
		for (let g = 0; g < GROUPS; g++) if (group(g) !== 0) mask |= 1 << g;
		w.bits(mask, GROUPS);
		for (let g = 0; g < GROUPS; g++) if (mask & (1 << g)) w.bits(group(g), GROUP);
		w.bits(basic !== 0 ? 1 : 0, 1);
		if (basic !== 0) {
			for (let id = 1; id <= C.maxSkill; id++) {
				const bit = 2 ** (id - 1);
				if (Math.floor(set / bit) & 1) w.bits(Math.floor(basic / bit) & 1, 1);
			}
		}
		let ups = 0;
		for (const u of c.upgrades) ups |= 1 << (u - 1);
		w.bits(ups !== 0 ? 1 : 0, 1);
		if (ups !== 0) w.bits(ups, C.maxUpgrade);
		for (const n of [c.games, c.kills, c.xpEarned, c.revision]) w.nv(n);
		for (const s of [c.name, c.vehicle, c.nation]) text.write(w, s);
		if (v === 3) w.bits(c.profile ? 1 : 0, 1);
		if (c.profile) cc.crewprofile.write(w, c.profile);
		if (v === 3) for (const n of c.names) text.write(w, n);
		return { version: v, body: w.bytes() };
	}

	// check reports the first value of c that a payload cannot carry, or ""
	// (codec.check, for the states a decoded file gives; the profile of one
	// comes decoded and checked).
	function check(c) {
		for (const [field, s] of [["name", c.name], ["vehicle", c.vehicle], ["nation", c.nation]]) {
			const b = go.bytes(s);
			if (b.length > 4 * C.maxRunes || go.runeCount(b) > C.maxRunes) return `${field} too long`;
		}
		if (c.members.length > C.maxMembers) return "too many members";
		if (c.members.some((roles) => roles === 0 || roles > 31)) return "member roles out of range";
		if (c.crewmen > C.maxCrewmen) return "crewmen out of range";
		return "";
	}

	// decodeBody unpacks an opened crew payload: codec.Crew.Body.
	function decodeBody(sealed) {
		if (sealed.version < 1 || sealed.version > C.version) {
			throw go.fail("version", `crew body version ${sealed.version}; this crewcard reads versions 1..${C.version}; a newer crewcard made this code`);
		}
		return decode(sealed.body, sealed.version);
	}

	cc.crewcodec = { decodeBody, encode, check, text };
})(globalThis.crewcard ??= {});
