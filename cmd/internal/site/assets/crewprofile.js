"use strict";
// The vehicle profile of a crew body, version 2: a port of
// model/crewexp/codec (v2.go, phrases.go), with its values written as the
// crew file writes them (model/crewexp/profile.go).
(function (cc) {
	const go = cc.go, pack = cc.pack;
	const P = cc.tables.crew.profile;
	const ESCAPE = 63;
	const DIES = [0, 2, 3, 6];
	const phrases = P.phrases.map((p) => go.bytes(p));
	const isLower = (c) => c >= 0x61 && c <= 0x7a;

	// tokens are the one encoding of the bytes b: at each byte the longest
	// phrase that matches, else the byte's symbol, else the byte escaped.
	function tokens(b) {
		const text = cc.crewcodec.text;
		const out = [];
		for (let i = 0; i < b.length;) {
			let best = -1, upper = false;
			phrases.forEach((ph, p) => {
				const m = matches(b, i, ph);
				if (m !== null && (best < 0 || ph.length > phrases[best].length)) [best, upper] = [p, m];
			});
			const x = text.index[b[i]];
			if (best >= 0) {
				out.push({ kind: 2, value: best, upper });
				i += phrases[best].length;
			} else if (x !== ESCAPE) {
				out.push({ kind: 0, value: x, upper: false });
				i++;
			} else {
				out.push({ kind: 1, value: b[i], upper: false });
				i++;
			}
		}
		return out;
	}

	// matches returns whether the phrase's first letter is raised where ph
	// begins at b[i], or null where it does not begin there.
	function matches(b, i, ph) {
		if (b.length - i < ph.length) return null;
		for (let k = 1; k < ph.length; k++) if (b[i + k] !== ph[k]) return null;
		if (b[i] === ph[0]) return false;
		if (isLower(ph[0]) && b[i] === ph[0] - 0x20) return true;
		return null;
	}

	function tokenBytes(t) {
		if (t.kind === 0) return [cc.crewcodec.text.chars[t.value]];
		if (t.kind === 1) return [t.value];
		const p = Array.from(phrases[t.value]);
		if (t.upper) p[0] -= 0x20;
		return p;
	}

	function writeText(w, s) {
		const b = go.bytes(s);
		w.nv(b.length);
		for (const t of tokens(b)) {
			if (t.kind === 0) w.bits(t.value, 6);
			else if (t.kind === 1) (w.bits(ESCAPE, 6), w.bits(0, 1), w.bits(t.value, 8));
			else (w.bits(ESCAPE, 6), w.bits(1, 1), w.bits(t.value, 6), w.bits(t.upper ? 1 : 0, 1));
		}
	}

	// readText reads a text that writeText wrote, and nothing else.
	function readText(r, field, maxRunes) {
		const n = r.nv(field + " length", 0, 4 * maxRunes);
		const b = [];
		const got = [];
		while (b.length < n && r.err === null) {
			let t = { kind: 0, value: r.bits(6), upper: false };
			if (t.value === ESCAPE) {
				if (r.bits(1) === 0) t = { kind: 1, value: r.bits(8), upper: false };
				else {
					t = { kind: 2, value: r.inRange(field + " phrase", 6, 0, phrases.length - 1), upper: false };
					t.upper = r.bits(1) === 1;
					if (r.err === null && t.upper && !isLower(phrases[t.value][0])) {
						r.fail(pack.malformed(`${field}: phrase ${t.value} raised, but it begins with no small letter`));
					}
				}
			}
			if (r.err !== null) return "";
			got.push(t);
			b.push(...tokenBytes(t));
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

	// write appends a profile to a version-1 body: encodeV2.
	function write(w, p) {
		w.bits(p.damage, 4);
		writeText(w, p.class);
		w.bits(p.move, 2);
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

	// decodeV2 reads a version-2 body: a version-1 body and a profile.
	function decodeV2(body, readV1) {
		const r = new pack.Reader(body);
		const c = readV1(r);
		const p = {};
		p.damage = r.inRange("damage value", 4, P.minDamage, P.maxDamage);
		p.class = readText(r, "class", P.maxRuleRunes);
		p.move = r.bits(2);
		p.transport = r.nv("transport", 0, P.maxTransport);
		p.tow = [0, 1, 2].map(() => r.inRange("tow", 3, 0, P.towClasses.length - 1));
		p.rules = readTexts(r, "rule");
		const n = r.inRange("weapons", 4, 0, P.maxWeapons);
		p.weapons = [];
		for (let i = 0; i < n && r.err === null; i++) {
			const x = { name: readText(r, "weapon", cc.tables.crew.codec.maxRunes) };
			x.count = r.inRange("count", 4, 1, P.maxCount);
			const [min, max, altMin, altMax] = [0, 1, 2, 3].map(() => r.nv("range", 0, P.maxInches));
			x.range = { min, max, altMin, altMax };
			x.shots = { n: r.nv("shots", 0, P.maxShots), die: DIES[r.bits(2)], plus: 0 };
			if (x.shots.die !== 0) x.shots.plus = r.nv("shots", 0, P.maxPlus);
			x.pen = r.inRange("penetration", 4, 0, P.maxPen);
			x.rules = readTexts(r, "rule");
			p.weapons.push(x);
		}
		c.profile = p;
		const err = r.end();
		if (err) throw err;
		return c;
	}

	// The values as the crew file writes them: crewexp.FormatRange,
	// FormatShots, FormatPen, MoveText and TowText.
	const span = (lo, hi) => (lo === 0 ? `${hi}"` : `${lo}-${hi}"`);
	const range = (r) => span(r.min, r.max) + (r.altMax !== 0 ? ` (${span(r.altMin, r.altMax)})` : "");
	function shots(s) {
		const d = s.die === 0 ? "" : `D${s.die}` + (s.plus !== 0 ? `+${s.plus}` : "");
		if (d === "") return String(s.n);
		return s.n === 0 ? d : `${s.n} (${d})`;
	}
	const pen = (p) => (p === 0 ? "-" : p === 1 ? "HE" : `+${p - 2}`);
	const tow = (t) => t.flatMap((c, k) => (c === 0 ? [] : [`${P.towClasses[c]} ${P.towKinds[k]}`]));

	// view is the profile as show --json gives it (profileView).
	function view(p) {
		return {
			damage_value: `${p.damage}+`, class: p.class, type: P.moves[p.move], transport: p.transport,
			tow: tow(p.tow), rules: p.rules.slice(),
			weapons: p.weapons.map((x) => ({ name: x.name, count: x.count, range: range(x.range), shots: shots(x.shots), pen: pen(x.pen), rules: x.rules.slice() })),
		};
	}

	cc.crewprofile = { write, decodeV2, view };
})(globalThis.crewcard ??= {});
