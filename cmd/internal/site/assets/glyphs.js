"use strict";
// The characters the card fonts print: a port of the check that
// cmd/internal/system adds to a crew's names (glyphs, glyphHint), from the
// fonts' coverage in the generated tables.
(function (cc) {
	const go = cc.go;
	const F = cc.tables.fonts;

	// has reports whether font f has a glyph for r: Font.Has.
	function has(f, r) {
		if (r < 0x20 || r === 0x7f) return true;
		let lo = 0, hi = f.Ranges.length - 1;
		while (lo <= hi) {
			const mid = (lo + hi) >> 1;
			const [a, b] = f.Ranges[mid];
			if (r < a) hi = mid - 1;
			else if (r > b) lo = mid + 1;
			else return true;
		}
		return false;
	}

	const is = (re, r) => re.test(String.fromCodePoint(r));
	const orList = (names) => (names.length < 2 ? names.join("") : names.slice(0, -1).join(", ") + " or " + names[names.length - 1]);

	// hint says what to write instead of r: glyphHint.
	function hint(r) {
		if (is(/\p{Zl}|\p{Zp}/u, r) || go.isSpace(r)) return "the card breaks lines itself: write a plain space";
		if ((r & 0xfffe) === 0xfffe || (r >= 0xfdd0 && r <= 0xfdef)) return "it is a noncharacter, never printed: remove it";
		if (is(/\p{Co}/u, r)) return "it is a private-use character, which no font shares: remove it";
		if (is(/\p{Cf}/u, r)) return "it is an invisible formatting character: remove it";
		if (is(/\p{L}/u, r) && F.scripts.length > 0) return `spell it in ${orList(F.scripts)} letters, which the card prints`;
		if (!go.isPrint(r)) return "remove it";
		return "use another character";
	}

	// clip is model.Clip: text cut to n characters, with "…" for the rest.
	const clip = (s, n) => ([...s].length > n ? [...s].slice(0, n).join("") + "…" : s);

	// problems lists, once a character, each one of text that a card font lacks.
	function problems(text) {
		const out = [];
		const seen = new Set();
		for (const ch of text) {
			const r = ch.codePointAt(0);
			if (seen.has(r) || go.isControl(r) || r > 0xffff) continue;
			seen.add(r);
			const f = F.fonts.find((f) => !has(f, r));
			if (f) out.push(`${go.quote(clip(text, 60))} holds ${go.quoteRune(r)} (${go.fmtU(r)}), which the card font ${f.Name} lacks; ${hint(r)}`);
		}
		return out;
	}

	cc.glyphs = { problems };
})(globalThis.crewcard ??= {});
