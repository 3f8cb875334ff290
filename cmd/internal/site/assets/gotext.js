"use strict";
// Go's string rules, so that the viewer's messages read exactly as
// crewcard's: text is UTF-8 bytes (a Uint8Array), offsets count bytes, and
// quoting follows strconv.Quote and strconv.QuoteRune.
(function (cc) {
	const encoder = new TextEncoder();
	const decoder = new TextDecoder();

	// bytes returns the UTF-8 of a JS string; a lone surrogate becomes U+FFFD.
	const bytes = (s) => encoder.encode(s);
	// text returns the JS string of UTF-8 bytes.
	const text = (b) => decoder.decode(b);

	const RuneError = 0xfffd;

	// decodeRune is utf8.DecodeRune: [rune, size], [RuneError, 1] for a bad byte.
	function decodeRune(b, i) {
		const n = b.length - i;
		if (n < 1) return [RuneError, 0];
		const c = b[i];
		if (c < 0x80) return [c, 1];
		let size, r, lo = 0x80, hi = 0xbf;
		if (c >= 0xc2 && c <= 0xdf) [size, r] = [2, c & 0x1f];
		else if (c >= 0xe0 && c <= 0xef) [size, r] = [3, c & 0x0f];
		else if (c >= 0xf0 && c <= 0xf4) [size, r] = [4, c & 0x07];
		else return [RuneError, 1];
		if (c === 0xe0) lo = 0xa0;
		if (c === 0xed) hi = 0x9f;
		if (c === 0xf0) lo = 0x90;
		if (c === 0xf4) hi = 0x8f;
		if (n < 2 || b[i + 1] < lo || b[i + 1] > hi) return [RuneError, 1];
		for (let k = 1; k < size; k++) {
			if (k >= n || b[i + k] < 0x80 || b[i + k] > 0xbf) return [RuneError, 1];
			r = (r << 6) | (b[i + k] & 0x3f);
		}
		return [r, size];
	}

	// runes lists [offset, rune, size] as Go's range over a string gives them.
	function runes(b) {
		const out = [];
		for (let i = 0; i < b.length;) {
			const [r, size] = decodeRune(b, i);
			out.push([i, r, size]);
			i += size;
		}
		return out;
	}

	const validUTF8 = (b) => runes(b).every(([, r, size]) => !(r === RuneError && size === 1));
	const runeCount = (b) => runes(b).length;

	// isSpace is unicode.IsSpace.
	const spaces = new Set([0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
	const isSpace = (r) => (r >= 0x09 && r <= 0x0d) || r === 0x20 || spaces.has(r) || (r >= 0x2000 && r <= 0x200a);

	// trimSpace is strings.TrimSpace.
	function trimSpace(b) {
		const rs = runes(b);
		let i = 0, j = rs.length;
		while (i < j && isSpace(rs[i][1])) i++;
		while (j > i && isSpace(rs[j - 1][1])) j--;
		if (i === j) return b.subarray(0, 0);
		return b.subarray(rs[i][0], rs[j - 1][0] + rs[j - 1][2]);
	}

	// isControl is unicode.IsControl: C0 and C1 controls only.
	const isControl = (r) => r < 0x20 || (r >= 0x7f && r < 0xa0);

	// isPrint is strconv.IsPrint: letters, marks, numbers, punctuation,
	// symbols and the ASCII space.
	const graphic = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
	const isPrint = (r) => (r < 0x80 ? r >= 0x20 && r < 0x7f : graphic.test(String.fromCodePoint(r)));

	const hex = (n, width) => n.toString(16).padStart(width, "0");
	const named = { 7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v" };

	// escape writes r inside a quote, as strconv's appendEscapedRune does.
	function escape(r, quote) {
		if (r === quote.codePointAt(0) || r === 0x5c) return "\\" + String.fromCodePoint(r);
		if (isPrint(r)) return String.fromCodePoint(r);
		if (named[r]) return named[r];
		if (r < 0x20 || r === 0x7f) return "\\x" + hex(r, 2);
		if (r > 0x10ffff || (r >= 0xd800 && r < 0xe000)) r = RuneError;
		if (r < 0x10000) return "\\u" + hex(r, 4);
		return "\\U" + hex(r, 8);
	}

	// quoteRune is %q of a rune.
	const quoteRune = (r) => "'" + escape(r, "'") + "'";

	// quote is %q of a string of UTF-8 bytes (or a JS string).
	function quote(b) {
		if (typeof b === "string") b = bytes(b);
		let out = '"';
		for (const [i, r, size] of runes(b)) {
			out += r === RuneError && size === 1 ? "\\x" + hex(b[i], 2) : escape(r, '"');
		}
		return out + '"';
	}

	// fmtU is %U of a rune.
	const fmtU = (r) => "U+" + hex(r, 4).toUpperCase();

	// DecodeError is a code the viewer refuses, with crewcard decode's message.
	// kind is its class: empty, truncated, checksum, version, foreign,
	// malformed, trailing, toolong or rules.
	class DecodeError extends Error {
		constructor(kind, message) {
			super(message);
			this.kind = kind;
		}
	}

	// fail returns a DecodeError whose message starts with the class's
	// sentinel, as Go's fmt.Errorf("%w: ...") writes it.
	function fail(kind, detail, sep = ": ") {
		const base = cc.tables.errors[kind];
		return new DecodeError(kind, detail === undefined ? base : base + sep + detail);
	}

	cc.go = { bytes, text, decodeRune, runes, validUTF8, runeCount, isSpace, trimSpace, isControl, isPrint, quote, quoteRune, fmtU, hex, DecodeError, fail };
})(globalThis.crewcard ??= {});
