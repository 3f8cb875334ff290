"use strict";
// A crew body's vehicle profile, versions 2 and 3: a port of model/crewexp/codec
// (v2.go, phrases.go), its values written as crewexp's profile.go does.
(function (cc) {
	const go = cc.go, pack = cc.pack;
	const P = cc.tables.crew.profile;
	const ESC = 63, DIES = [0, 2, 3, 6];
	const phrases = P.phrases.map((p) => go.bytes(p));
	const lower = (c) => c >= 0x61 && c <= 0x7a;

	// at returns whether phrase ph begins at b[i] with its first letter
	// raised, or null where it does not begin there.
	function at(b, i, ph) {
		if (b.length - i < ph.length) return null;
		for (let k = 1; k < ph.length; k++) if (b[i + k] !== ph[k]) return null;
		return b[i] === ph[0] ? false : lower(ph[0]) && b[i] === ph[0] - 32 ? true : null;
	}

	// tokens are the one encoding of the bytes b: [kind, value, raised] with
	// kind 0 a symbol, 1 an escaped byte, 2 the longest phrase that matches.
	function tokens(b) {
		const out = [];
		for (let i = 0; i < b.length;) {
			let best = -1, up = false;
			phrases.forEach((ph, p) => {
				const m = at(b, i, ph);
				if (m !== null && (best < 0 || ph.length > phrases[best].length)) [best, up] = [p, m];
			});
			const x = cc.crewcodec.text.index[b[i]];
			out.push(best >= 0 ? [2, best, up] : x !== ESC ? [0, x, false] : [1, b[i], false]);
			i += best >= 0 ? phrases[best].length : 1;
		}
		return out;
	}

	function bytesOf([kind, v, up]) {
		if (kind !== 2) return [kind === 0 ? cc.crewcodec.text.chars[v] : v];
		const p = Array.from(phrases[v]);
		if (up) p[0] -= 32;
		return p;
	}

	function writeText(w, s) {
		const b = go.bytes(s);
		w.nv(b.length);
		for (const [kind, v, up] of tokens(b)) {
			if (kind === 0) w.bits(v, 6);
			else if (kind === 1) (w.bits(ESC, 6), w.bits(0, 1), w.bits(v, 8));
			else (w.bits(ESC, 6), w.bits(1, 1), w.bits(v, P.phraseBits), w.bits(up ? 1 : 0, 1));
		}
	}

	// readText reads a text that writeText wrote, and nothing else.
	function readText(r, field, maxRunes) {
		const n = r.nv(field + " length", 0, 4 * maxRunes);
		const b = [], got = [];
		while (b.length < n && r.err === null) {
			let t = [0, r.bits(6), false];
			if (t[1] === ESC) {
				if (r.bits(1) === 0) t = [1, r.bits(8), false];
				else {
					t = [2, r.inRange(field + " phrase", P.phraseBits, 0, phrases.length - 1), false];
					t[2] = r.bits(1) === 1;
					if (r.err === null && t[2] && !lower(phrases[t[1]][0])) r.fail(pack.malformed(`${field}: phrase ${t[1]} raised, but it begins with no small letter`));
				}
			}
			if (r.err !== null) return "";
			got.push(t);
			b.push(...bytesOf(t));
		}
		if (r.err !== null) return "";
		const bytes = Uint8Array.from(b);
		const msg = pack.checkText(field, bytes, maxRunes);
		if (bytes.length !== n) r.fail(pack.malformed(`${field}: text runs past its length`));
		else if (msg !== "") r.fail(pack.malformed(msg));
		else if (JSON.stringify(got) !== JSON.stringify(tokens(bytes))) r.fail(pack.malformed(`${field}: text not in its one form`));
		return r.err === null ? go.text(bytes) : "";
	}

	function writeTexts(w, list) {
		w.bits(list.length, 4);
		for (const s of list) writeText(w, s);
	}

	function readTexts(r, field) {
		const n = r.inRange(field + "s", 4, 0, P.maxRules);
		const out = [];
		for (let i = 0; i < n && r.err === null; i++) out.push(readText(r, field, P.maxRuleRunes));
		return out;
	}

	// write appends a profile to a version-1 body: writeProfile.
	function write(w, p) {
		w.bits(p.damage, 4);
		writeText(w, p.class);
		w.bits(p.move, 2);
		w.bits(p.softSkin ? 1 : 0, 1);
		w.nv(p.transport);
		for (const t of p.tow) w.bits(t, 3);
		writeTexts(w, p.rules);
		w.bits(p.weapons.length, 4);
		for (const x of p.weapons) {
			writeText(w, x.name);
			w.bits(x.count, 4);
			for (const n of [x.range.min, x.range.max, x.range.altMin, x.range.altMax]) w.nv(n);
			w.nv(x.shots.n);
			w.bits(DIES.indexOf(x.shots.die), 2);
			if (x.shots.die !== 0) w.nv(x.shots.plus);
			w.bits(x.pen, 4);
			writeTexts(w, x.rules);
		}
	}

	// read reads a profile that write wrote: readProfile.
	function read(r) {
		const p = {};
		p.damage = r.inRange("damage value", 4, P.minDamage, P.maxDamage);
		p.class = readText(r, "class", P.maxRuleRunes);
		p.move = r.bits(2);
		p.softSkin = r.bits(1) === 1;
		p.transport = r.nv("transport", 0, P.maxTransport);
		p.tow = [0, 1, 2].map(() => r.inRange("tow", 3, 0, P.towClasses.length - 1));
		p.rules = readTexts(r, "rule");
		const n = r.inRange("weapons", 4, 0, P.maxWeapons);
		p.weapons = [];
		for (let i = 0; i < n && r.err === null; i++) {
			const x = { name: readText(r, "weapon", cc.tables.crew.codec.maxRunes), count: r.inRange("count", 4, 1, P.maxCount) };
			const [min, max, altMin, altMax] = [0, 1, 2, 3].map(() => r.nv("range", 0, P.maxInches));
			x.range = { min, max, altMin, altMax };
			x.shots = { n: r.nv("shots", 0, P.maxShots), die: DIES[r.bits(2)], plus: 0 };
			if (x.shots.die !== 0) x.shots.plus = r.nv("shots", 0, P.maxPlus);
			x.pen = r.inRange("penetration", 4, 0, P.maxPen);
			x.rules = readTexts(r, "rule");
			p.weapons.push(x);
		}
		return p;
	}

	// check reports what the reader leaves to codec.checkProfile: a weapon's
	// ranges and shots, in its order and words.
	function check(p) {
		for (const [i, w] of p.weapons.entries()) {
			const r = w.range, s = w.shots;
			let msg = "";
			if (r.max < 1 || r.max > P.maxInches || r.min >= r.max) msg = `range ${r.min}-${r.max} out of range`;
			else if (r.altMax !== 0 && (r.altMax > P.maxInches || r.altMin >= r.altMax)) msg = `alternative range ${r.altMin}-${r.altMax} out of range`;
			else if ((r.altMax === 0) !== (r.altMin === 0)) msg = "alternative range without its start or its end";
			else if (s.n === 0 && s.die === 0) msg = "shots without a number or a die";
			if (msg !== "") return `weapon ${i + 1}: ${msg}`;
		}
		return "";
	}

	// view is the profile as show --json gives it (profileView): crewexp's
	// FormatRange, FormatShots, FormatPen, MoveText and TowText.
	const span = (lo, hi) => (lo === 0 ? `${hi}"` : `${lo}-${hi}"`);
	const range = (r) => span(r.min, r.max) + (r.altMax !== 0 ? ` (${span(r.altMin, r.altMax)})` : "");
	function shots(s) {
		const d = s.die === 0 ? "" : `D${s.die}` + (s.plus !== 0 ? `+${s.plus}` : "");
		return d === "" ? String(s.n) : s.n === 0 ? d : `${s.n} (${d})`;
	}
	const pen = (p) => (p === 0 ? "-" : p === 1 ? "HE" : `+${p - 2}`);
	const view = (p) => ({
		damage_value: `${p.damage}+`, class: p.class, type: P.moves[p.move], transport: p.transport,
		tow: p.tow.flatMap((c, k) => (c === 0 ? [] : [`${P.towClasses[c]} ${P.towKinds[k]}`])), rules: p.rules.slice(),
		weapons: p.weapons.map((x) => ({ name: x.name, count: x.count, range: range(x.range), shots: shots(x.shots), pen: pen(x.pen), rules: x.rules.slice() })),
	});

	cc.crewprofile = { write, read, check, view };
})(globalThis.crewcard ??= {});
