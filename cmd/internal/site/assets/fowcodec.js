"use strict";
// Flames of War unit cards: the body codec, versions 1 to 4 (a port of
// model/fow/codec's decoder, with its encoder of versions 1 to 3, which
// tells the version a unit is written in), and the unit file crewcard
// decode writes of it (fow.UnitFile). The unit rules that decode checks
// next are not here.
(function (cc) {
	const go = cc.go, pack = cc.pack;
	const F = cc.tables.fow;
	const C = F.codec;
	const text = new pack.Alphabet(" abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIKLMNOPRSTUVW.-/()");
	const readText = (r, field) => text.read(r, field, C.maxRunes);

	// The bodies differ in six values: version 2 has a 3-bit team type, for
	// aircraft (type 4, no save), firepower 0 for AUTO, and a seventh weapon;
	// version 3 gives an aircraft a save and a team that cannot move the
	// Cross "-" (crossNone); version 4 writes what repeats once (repeats).
	const bodies = {
		1: { version: 1, typeBits: 2, fpLo: 1, maxWeapons: 6, aircraftSave: false, crossNone: false, repeats: false },
		2: { version: 2, typeBits: 3, fpLo: 0, maxWeapons: C.maxWeapons, aircraftSave: false, crossNone: false, repeats: false },
		3: { version: 3, typeBits: 3, fpLo: 0, maxWeapons: C.maxWeapons, aircraftSave: true, crossNone: true, repeats: false },
		4: { version: 4, typeBits: 3, fpLo: 0, maxWeapons: C.maxWeapons, aircraftSave: true, crossNone: true, repeats: true },
	};
	const aircraft = 4, crossNone = 7;
	const crossText = (c) => (c === 0 ? "AUTO" : c === crossNone ? "-" : plus(c));

	// carrier is the oldest of body versions 1 to 3 that carries u; oldest
	// is the one Encode writes: 4 where the carrier's payload is longer than
	// a card's back prints.
	const carrier = (u) => {
		if (u.teams.some((t) => (t.type === aircraft && t.save !== 0) || t.cross === crossNone)) return 3;
		return u.teams.some((t) => t.type === aircraft || t.weapons.length > bodies[1].maxWeapons || t.weapons.some((w) => w.firepower === 0 || (w.bombard && w.bombard.firepower === 0))) ? 2 : 1;
	};
	const oldest = (u) => {
		const v = carrier(u);
		return cc.saved.seal(C.system, v, encode(bodies[v], u)).length > C.maxBackPayload ? 4 : v;
	};

	// encode writes the body of u in version 1, 2 or 3.
	function encode(l, u) {
		const w = new pack.Writer(), nv = (...vs) => vs.forEach((v) => w.nv(v));
		nv(u.ruleset);
		w.bits(u.role, 2);
		[u.motivation, u.skill, u.isHitOn].forEach((v) => w.bits(v, 3));
		w.bits(u.tests.reduce((m, t, i) => (t ? m | (1 << i) : m), 0), F.tests.length);
		u.tests.forEach((t) => t && w.bits(t, 3));
		nv(u.points);
		[u.name, u.nation].forEach((s) => text.write(w, s));
		writeKeywords(w, u.keywords);
		w.bits(u.teams.length - 1, 3);
		for (const t of u.teams) {
			text.write(w, t.name);
			w.bits(t.type, l.typeBits);
			nv(t.count, t.leader);
			w.bits(t.armoured ? 1 : 0, 1);
			if (t.armoured) nv(t.front, t.side, t.top);
			else w.bits(t.save, 3);
			nv(...t.mobility);
			w.bits(t.cross, 3);
			writeKeywords(w, t.keywords);
			nv(t.notes.length);
			t.notes.forEach((n) => text.write(w, n));
			w.bits(t.weapons.length, 3);
			t.weapons.forEach((wp) => writeWeapon(w, wp));
		}
		return w.bytes();
	}

	function writeWeapon(w, wp) {
		const code = (rof) => (rof === C.noROF ? 0 : rof + 1), b = wp.bombard;
		text.write(w, wp.name);
		[wp.mount, wp.range, code(wp.halted), code(wp.moving), wp.antiTank].forEach((v) => w.nv(v));
		w.bits(wp.firepower, 3);
		writeKeywords(w, wp.keywords);
		w.bits(b ? 1 : 0, 1);
		if (b) (w.nv(b.range), w.nv(b.antiTank), w.bits(b.firepower, 3));
	}

	function writeKeywords(w, ks) {
		w.nv(ks.length);
		for (const k of ks) {
			w.nv(k.id);
			w.bits(k.param ? 1 : 0, 1);
			if (k.param) w.nv(k.param);
		}
	}

	// Version 4 writes a hull as an earlier team's, a note or weapon line
	// as the k'th written so far (sn: the unit's teams, notes and lines,
	// each repeat too), and a weapon's name from its team's runes. first is
	// the number, from 1, of the first of keys that is key, or 0; a line's
	// key is its bytes in version 1.
	const first = (keys, key) => keys.indexOf(key) + 1;
	const lineKey = (wp) => {
		const w = new pack.Writer();
		writeWeapon(w, wp);
		return w.bytes().join();
	};
	const hull = ["armoured", "front", "side", "top", "save", "cross"];
	const sameHull = (t, earlier) => earlier.findIndex((e) => hull.every((k) => e[k] === t[k]) && e.mobility.every((d, i) => d === t.mobility[i]));
	// sharedRunes counts the runes b starts with of a, stopping at U+FFFD as Go does.
	const sharedRunes = (a, b) => {
		let n = 0;
		while (n < a.length && a[n] === b[n] && a[n] !== "\ufffd") n++;
		return n;
	};

	// ref reads a reference to the k'th note or line written so far, 0 for
	// a new one; again refuses a new one that repeats one.
	function ref(r, field, what, keys) {
		const k = r.nv(`${field} as the unit's ${what}`, 0, keys.length);
		if (k > 0 && first(keys, keys[k - 1]) !== k) r.fail(pack.malformed(`${field}: as the unit's ${what} ${k}, which its ${what} ${first(keys, keys[k - 1])} is first`));
		return k;
	}
	const again = (r, field, what, keys, key) => r.err === null && first(keys, key) && r.fail(pack.malformed(`${field}: written again as the unit's ${what} ${first(keys, key)}`));

	function decode(l, body) {
		const r = new pack.Reader(body);
		const u = {};
		u.ruleset = r.nv("ruleset", 1, 255);
		u.role = r.bits(2);
		u.motivation = r.inRange("motivation", 3, 2, 6);
		u.skill = r.inRange("skill", 3, 2, 6);
		u.isHitOn = r.inRange("is hit on", 3, 2, 6);
		const mask = r.bits(F.tests.length);
		u.tests = F.tests.map((_, i) => (mask & (1 << i) ? r.inRange("task rating", 3, 2, 6) : 0));
		u.points = r.nv("points", 0, C.maxPoints);
		u.name = readText(r, "name");
		u.nation = readText(r, "nation");
		u.keywords = readKeywords(r, "unit keywords");
		const n = r.bits(3) + 1;
		u.teams = [];
		const sn = { teams: u.teams, notes: [], weapons: [] };
		for (let i = 0; i < n && r.err === null; i++) u.teams.push(readTeam(l, r, `team ${i + 1}`, sn));
		const err = r.end();
		if (err) throw err;
		const v = oldest(u);
		if (v !== l.version) throw pack.malformed(`a version-${l.version} body of a unit that version ${v} carries`);
		return u;
	}

	function readTeam(l, r, field, sn) {
		const earlier = sn.teams;
		const t = { name: readText(r, field + " name"), front: 0, side: 0, top: 0, save: 0 };
		t.type = r.bits(l.typeBits);
		if (r.err === null && t.type > aircraft) r.fail(pack.malformed(`${field} type ${t.type} out of range 0..${aircraft}`));
		t.count = r.nv(field + " count", 1, C.maxCount);
		t.leader = r.nv(field + " leader", 0, t.count);
		if (l.repeats && r.bits(1) === 1) {
			if (earlier.length === 0) {
				r.fail(pack.malformed(`${field}: the first team's hull as an earlier team's`));
				return t;
			}
			const k = r.nv(field + " hull as team", 0, earlier.length - 1);
			if (r.err !== null) return t;
			for (const key of [...hull, "mobility"]) t[key] = earlier[k][key];
			if (sameHull(t, earlier) !== k) r.fail(pack.malformed(`${field}: hull as team ${k + 1}, where team ${sameHull(t, earlier) + 1} has it first`));
			return readGear(l, r, field, t, sn);
		}
		t.armoured = r.bits(1) === 1;
		if (t.armoured) {
			t.front = r.nv(field + " front armour", 0, C.maxArmour);
			t.side = r.nv(field + " side armour", 0, C.maxArmour);
			t.top = r.nv(field + " top armour", 0, C.maxArmour);
		} else if (t.type === aircraft && !l.aircraftSave) {
			t.save = r.inRange(field + " save", 3, 0, 0);
		} else if (t.type === aircraft) {
			t.save = r.inRange(field + " save", 3, 0, 6);
			if (r.err === null && t.save === 1) r.fail(pack.malformed(`${field} save 1 out of range 2..6 (0 for none)`));
		} else {
			t.save = r.inRange(field + " save", 3, 2, 6);
		}
		t.mobility = F.mobility.map(() => r.nv(field + " mobility", 0, C.maxDistance));
		t.cross = r.bits(3);
		if (r.err === null && (t.cross === 1 || t.cross > 6) && !(l.crossNone && t.cross === crossNone)) r.fail(pack.malformed(`${field} cross ${t.cross} out of range 2..6 (0 for AUTO)`));
		if (r.err === null && l.repeats && sameHull(t, earlier) >= 0) r.fail(pack.malformed(`${field}: a hull written again that team ${sameHull(t, earlier) + 1} has`));
		return readGear(l, r, field, t, sn);
	}

	// readGear reads what follows a team's hull.
	function readGear(l, r, field, t, sn) {
		t.keywords = readKeywords(r, field + " keywords");
		const notes = r.nv(field + " notes", 0, C.maxNotes);
		t.notes = [];
		for (let i = 0; i < notes && r.err === null; i++) t.notes.push(readNote(l, r, field + " note", sn));
		const weapons = r.inRange(field + " weapons", 3, 0, l.maxWeapons);
		t.weapons = [];
		for (let i = 0; i < weapons && r.err === null; i++) t.weapons.push(readWeapon(l, r, `${field} weapon ${i + 1}`, t.name, sn));
		return t;
	}

	function readNote(l, r, field, sn) {
		if (!l.repeats) return readText(r, field);
		const k = ref(r, field, "note", sn.notes);
		const n = k > 0 ? sn.notes[k - 1] : readText(r, field);
		if (k === 0) again(r, field, "note", sn.notes, n);
		sn.notes.push(n);
		return n;
	}

	function readWeapon(l, r, field, team, sn) {
		const k = l.repeats ? ref(r, field, "weapon", sn.weapons.map(lineKey)) : 0;
		if (k > 0) {
			sn.weapons.push(sn.weapons[k - 1]);
			return sn.weapons[k - 1];
		}
		const w = { name: l.repeats ? weaponName(r, field, [...team]) : readText(r, field + " name") };
		w.mount = r.nv(field + " mount", 0, C.maxID);
		w.range = r.nv(field + " range", 1, C.maxDistance);
		w.halted = readROF(r, field + " halted ROF");
		w.moving = readROF(r, field + " moving ROF");
		w.antiTank = r.nv(field + " anti-tank", 0, C.maxAntiTank);
		w.firepower = r.inRange(field + " firepower", 3, l.fpLo, 6);
		w.keywords = readKeywords(r, field + " keywords");
		w.bombard = null;
		if (r.bits(1) === 1) {
			w.bombard = {
				range: r.nv(field + " bombardment range", 1, C.maxDistance),
				antiTank: r.nv(field + " bombardment anti-tank", 0, C.maxAntiTank),
				firepower: r.inRange(field + " bombardment firepower", 3, l.fpLo, 6),
			};
		}
		if (l.repeats) {
			again(r, field, "weapon", sn.weapons.map(lineKey), lineKey(w));
			sn.weapons.push(w);
		}
		return w;
	}

	// weaponName reads a version-4 weapon's name: the count of runes it
	// starts with of its team's (team), then the rest.
	function weaponName(r, field, team) {
		const n = r.nv(field + " name from the team's", 0, team.length);
		const name = team.slice(0, n).join("") + readText(r, field + " name");
		const shared = sharedRunes(team, [...name]);
		if (r.err === null && shared !== n) r.fail(pack.malformed(`${field} name: ${n} runes from the team's name, where it shares ${shared}`));
		return name;
	}

	function readROF(r, field) {
		const v = r.nv(field, 0, C.maxROF + 1);
		return v === 0 ? C.noROF : v - 1;
	}

	function readKeywords(r, field) {
		const n = r.nv(field, 0, C.maxKeywords);
		const ks = [];
		for (let i = 0; i < n && r.err === null; i++) {
			const k = { id: r.nv(field, 1, C.maxID), param: 0 };
			if (r.bits(1) === 1) k.param = r.nv(field + " number", 1, C.maxParam);
			ks.push(k);
		}
		return ks;
	}

	function decodeBody(sealed) {
		const l = bodies[sealed.version];
		if (!l) {
			throw go.fail("version", `unit body version ${sealed.version}; this crewcard reads versions 1..${C.version}; a newer crewcard made this code`);
		}
		return decode(l, sealed.body);
	}

	// plus writes a die score: "4+", and "6" for a six.
	const plus = (n) => (n === 6 ? "6" : `${n}+`);
	// firepower writes a firepower: a die score, or AUTO for 0.
	const firepower = (n) => (n === 0 ? "AUTO" : plus(n));
	// distance writes inches and centimetres: 16"/40cm, or "-".
	const distance = (d) => (d === 0 ? "-" : `${d}"/${Math.floor((d * 5) / 2)}${d % 2 ? ".5" : ""}cm`);
	const rof = (n) => (n === C.noROF ? '"-"' : String(n));
	const unknown = (what, id) => new go.DecodeError("version", `${what} ${id} is not in this crewcard's registry; a newer crewcard made this code`);

	function keywordNames(ks) {
		return ks.map((k) => {
			const kw = F.keywords[k.id - 1];
			if (!kw || kw.ID !== k.id) throw unknown("keyword", k.id);
			return k.param ? `${kw.Name} ${k.param}` : kw.Name;
		});
	}

	const tomlList = (items) => "[" + items.map(cc.crewfile.tomlString).join(", ") + "]";

	// unitFile writes a decoded unit as crewcard decode does: fow.UnitFile.
	function unitFile(u) {
		const s = cc.crewfile.tomlString;
		const lines = [`# Decoded from a crewcard QR code (rules version ${u.ruleset}).`, `system = ${go.quote(cc.tables.systems.find((s) => s.tag === C.system).name)}`, ""];
		const keywords = (ks) => ks.length > 0 && lines.push(`keywords = ${tomlList(keywordNames(ks))}`);
		lines.push("[unit]", `name = ${s(u.name)}`, `nation = ${s(u.nation)}`, `role = ${go.quote(F.roles[u.role].Key)}`);
		[u.motivation, u.skill, u.isHitOn].forEach((v, i) => {
			const name = F.ratings[i].Names.find((n) => n.Value === v)?.Name ?? "";
			lines.push(`${F.ratings[i].Key} = ${go.quote((name + " " + plus(v)).trim())}`);
		});
		if (u.points > 0) lines.push(`points = ${u.points}`);
		keywords(u.keywords);
		if (u.tests.some((t) => t !== 0)) {
			lines.push("", "[unit.tests]");
			u.tests.forEach((t, i) => t !== 0 && lines.push(`${F.tests[i].Key} = ${go.quote(plus(t))}`));
		}
		for (const t of u.teams) {
			lines.push("", "[[team]]", `name = ${s(t.name)}`, `type = ${go.quote(F.types[t.type])}`, `count = ${t.count}`, `leader = ${t.leader}`);
			if (t.armoured) lines.push(`armour = { front = ${t.front}, side = ${t.side}, top = ${t.top} }`);
			else {
				lines.push('armour = "-"');
				if (t.save !== 0) lines.push(`save = ${go.quote(plus(t.save))}`);
			}
			t.mobility.forEach((d, i) => lines.push(t.type === aircraft && d === 0 ? `${F.mobility[i]} = "UNLIMITED"` : `${F.mobility[i]} = '${distance(d)}'`));
			lines.push(`cross = ${go.quote(crossText(t.cross))}`);
			keywords(t.keywords);
			if (t.notes.length > 0) lines.push(`notes = ${tomlList(t.notes)}`);
			for (const w of t.weapons) {
				lines.push("", "[[team.weapon]]", `name = ${s(w.name)}`);
				if (w.mount !== 0) {
					const m = F.mounts.find((m) => m.ID === w.mount);
					if (!m) throw unknown("mount", w.mount);
					lines.push(`mount = ${go.quote(m.Name)}`);
				}
				lines.push(`range = '${distance(w.range)}'`, `rof = { halted = ${rof(w.halted)}, moving = ${rof(w.moving)} }`,
					`anti_tank = ${w.antiTank}`, `firepower = ${go.quote(firepower(w.firepower))}`);
				keywords(w.keywords);
				const b = w.bombard;
				if (b) lines.push(`bombardment = { range = '${distance(b.range)}', anti_tank = ${b.antiTank}, firepower = ${go.quote(firepower(b.firepower))} }`);
			}
		}
		return lines.join("\n") + "\n";
	}

	cc.fowcodec = { decodeBody, unitFile, plus, crossText, firepower, distance, keywordNames };
})(globalThis.crewcard ??= {});
