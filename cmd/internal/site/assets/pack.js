"use strict";
// Bit streams of saved-state bodies, a port of model/saved/pack: bits most
// significant first, nibble varints and packed text, refusing what the Go
// writer would not write, with the same messages.
(function (cc) {
	const go = cc.go;
	const SHORT = "short"; // a read past the end; end() reports it as truncated
	const malformed = (msg) => go.fail("malformed", msg);

	class Reader {
		constructor(body) {
			this.buf = body;
			this.pos = 0;
			this.err = null;
		}
		fail(err) {
			if (this.err === null) this.err = err;
		}
		left() {
			return this.buf.length * 8 - this.pos;
		}
		bits(n) {
			if (this.err !== null) return 0;
			if (n > this.left()) {
				this.err = SHORT;
				this.pos = this.buf.length * 8;
				return 0;
			}
			let v = 0;
			for (let i = 0; i < n; i++) {
				const b = (this.buf[this.pos >> 3] >> (7 - (this.pos & 7))) & 1;
				v = v * 2 + b;
				this.pos++;
			}
			return v;
		}
		// inRange reads n bits and fails unless the value lies in lo..hi.
		inRange(field, n, lo, hi) {
			const v = this.bits(n);
			if (this.err === null && (v < lo || v > hi)) this.fail(malformed(`${field} ${v} out of range ${lo}..${hi}`));
			return v;
		}
		// nv reads a nibble varint in lo..hi, in its shortest form.
		nv(field, lo, hi) {
			let v = 0;
			for (let g = 0; g < 6; g++) {
				const nib = this.bits(4);
				if (this.err !== null) return 0;
				v += (nib & 7) * 8 ** g;
				if (nib & 8) continue;
				if (g > 0 && (nib & 7) === 0) {
					this.fail(malformed(`${field}: number not in its shortest form`));
					return 0;
				}
				if (v < lo || v > hi) {
					this.fail(malformed(`${field} ${v} out of range ${lo}..${hi}`));
					return 0;
				}
				return v;
			}
			this.fail(malformed(`${field}: number longer than 6 groups`));
			return 0;
		}
		// end reports the first problem of a body whose fields are all read.
		end() {
			if (this.err === SHORT) return go.fail("truncated", "the body ends inside its fields");
			if (this.err !== null) return this.err;
			if (this.left() >= 8) return go.fail("trailing", `${Math.floor(this.left() / 8)} more than its fields need`);
			if (this.bits(this.left()) !== 0) return malformed("padding bits are not zero");
			return null;
		}
	}

	class Writer {
		constructor() {
			this.buf = [];
			this.used = 0;
		}
		bits(v, n) {
			for (let i = n - 1; i >= 0; i--) {
				if (this.used === 0) this.buf.push(0);
				if (Math.floor(v / 2 ** i) & 1) this.buf[this.buf.length - 1] |= 0x80 >> this.used;
				this.used = (this.used + 1) % 8;
			}
		}
		nv(v) {
			for (;;) {
				const data = v & 7;
				v = Math.floor(v / 8);
				if (v === 0) return this.bits(data, 4);
				this.bits(8 | data, 4);
			}
		}
		bytes() {
			return Uint8Array.from(this.buf);
		}
	}

	const ESCAPE = 63;

	// Alphabet packs text: a mode bit, the byte length as a nibble varint,
	// then 8 bits a byte (raw) or 6 bits a byte of the alphabet (packed).
	class Alphabet {
		constructor(chars) {
			this.chars = go.bytes(chars);
			this.index = new Array(256).fill(ESCAPE);
			this.chars.forEach((c, i) => (this.index[c] = i));
		}
		packed(b) {
			const escaped = b.filter((c) => this.index[c] === ESCAPE).length;
			return 6 * b.length + 8 * escaped < 8 * b.length;
		}
		write(w, s) {
			const b = go.bytes(s);
			const packed = this.packed(b);
			w.bits(packed ? 1 : 0, 1);
			w.nv(b.length);
			for (const c of b) {
				const x = this.index[c];
				if (!packed) w.bits(c, 8);
				else if (x === ESCAPE) (w.bits(ESCAPE, 6), w.bits(c, 8));
				else w.bits(x, 6);
			}
		}
		// read reads a string that write wrote, and nothing else.
		read(r, field, maxRunes) {
			const packed = r.bits(1) === 1;
			const n = r.nv(field + " length", 0, 4 * maxRunes);
			if (r.err !== null) return "";
			if (n * (packed ? 6 : 8) > r.left()) {
				r.fail(SHORT);
				return "";
			}
			const b = new Uint8Array(n);
			for (let i = 0; i < n; i++) {
				if (!packed) {
					b[i] = r.bits(8);
					continue;
				}
				const x = r.bits(6);
				if (x !== ESCAPE) {
					b[i] = this.chars[x];
					continue;
				}
				b[i] = r.bits(8);
				if (r.err === null && this.index[b[i]] !== ESCAPE) {
					r.fail(malformed(`${field}: ${go.quoteRune(b[i])} escaped in packed text`));
				}
			}
			if (r.err !== null) return "";
			const msg = checkText(field, b, maxRunes);
			if (msg !== "") r.fail(malformed(msg));
			else if (packed !== this.packed(b)) r.fail(malformed(`${field}: text not in its shortest form`));
			return go.text(b);
		}
	}

	// checkText reports why UTF-8 bytes b cannot be a text of at most
	// maxRunes runes in a payload, or "": pack.CheckText.
	function checkText(field, b, maxRunes) {
		if (b.length > 4 * maxRunes) return `${field}: ${b.length} bytes, at most ${4 * maxRunes}`;
		if (!go.validUTF8(b)) return `${field}: invalid UTF-8`;
		const n = go.runeCount(b);
		if (n > maxRunes) return `${field}: ${n} characters, at most ${maxRunes}`;
		for (const [, r] of go.runes(b)) {
			if (go.isControl(r)) return `${field}: control character ${go.fmtU(r)}`;
		}
		return "";
	}

	cc.pack = { Reader, Writer, Alphabet, malformed, checkText };
})(globalThis.crewcard ??= {});
