"use strict";
// The saved-state envelope, a port of model/saved: a link or code is read
// as saved.Parse reads it (base32, then CRC-32C over "crewcard" and the
// payload, then envelope version 1 or 2), with its error messages.
(function (cc) {
	const go = cc.go;
	const T = cc.tables;
	const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
	const V1 = 1, V2 = 2, LATEST = V2;
	const CHECKSUM_LEN = 4;
	// MAX_INPUT bounds a scanned link or code, as crewcard decode does.
	const MAX_INPUT = 4096;

	const isBase32 = (r) => (r >= 0x41 && r <= 0x5a) || (r >= 0x32 && r <= 0x37);
	const encodedLen = (n) => Math.floor((n * 8 + 4) / 5);

	function base32Encode(b) {
		let out = "", acc = 0, bits = 0;
		for (const x of b) {
			acc = ((acc << 8) | x) & 0xffff;
			bits += 8;
			while (bits >= 5) {
				out += ALPHABET[(acc >> (bits - 5)) & 31];
				bits -= 5;
			}
		}
		if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
		return out;
	}

	// base32Decode decodes a code of checked characters and length.
	function base32Decode(s) {
		const out = [];
		let acc = 0, bits = 0;
		for (const ch of s) {
			acc = ((acc << 5) | ALPHABET.indexOf(ch)) & 0xffff;
			bits += 5;
			if (bits >= 8) {
				out.push((acc >> (bits - 8)) & 0xff);
				bits -= 8;
			}
		}
		return Uint8Array.from(out);
	}

	const crcTable = new Uint32Array(256);
	for (let n = 0; n < 256; n++) {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
		crcTable[n] = c >>> 0;
	}
	function crc32c(crc, b) {
		crc = ~crc >>> 0;
		for (const x of b) crc = crcTable[(crc ^ x) & 0xff] ^ (crc >>> 8);
		return ~crc >>> 0;
	}
	// checksum is the CRC-32C of "crewcard" followed by b.
	const checksum = (b) => crc32c(crc32c(0, go.bytes("crewcard")), b);

	// open checks a payload's checksum and envelope: saved.Open.
	function open(b) {
		if (b.length === 0) throw go.fail("empty");
		if (b.length < T.payload.min) throw go.fail("truncated", `${b.length} bytes, a payload has at least ${T.payload.min}`);
		const v = b[0];
		const known = v >= V1 && v <= LATEST;
		const end = b.length - CHECKSUM_LEN;
		const sum = ((b[end] << 24) | (b[end + 1] << 16) | (b[end + 2] << 8) | b[end + 3]) >>> 0;
		if (sum !== checksum(b.subarray(0, end))) {
			if (!known) throw go.fail("foreign", `unknown version byte 0x${go.hex(v, 2)} and no valid checksum`);
			throw go.fail("checksum");
		}
		if (!known) throw go.fail("version", `${v}: this crewcard reads versions 1..${LATEST}; a newer crewcard made this code`, " ");
		if (v === V1) return { system: 1, version: 1, body: b.subarray(1, end) };
		if (end < 3) throw go.fail("truncated", "a version-2 payload names its system and body version");
		const s = { system: b[1], version: b[2], body: b.subarray(3, end) };
		if (s.system === 1 && s.version === 1) throw go.fail("malformed", "a crew-experience body of version 1 is written as payload version 1");
		return s;
	}

	// seal wraps a body in its envelope: saved.Seal.
	function seal(system, version, body) {
		const head = system === 1 && version === 1 ? [V1] : [V2, system, version];
		const b = Uint8Array.from([...head, ...body, 0, 0, 0, 0]);
		const sum = checksum(b.subarray(0, b.length - CHECKSUM_LEN));
		b.set([sum >>> 24, (sum >>> 16) & 0xff, (sum >>> 8) & 0xff, sum & 0xff], b.length - CHECKSUM_LEN);
		return b;
	}

	// asciiUpper upper-cases ASCII letters only.
	const asciiUpper = (b) => b.map((c) => (c >= 0x61 && c <= 0x7a ? c - 32 : c));
	const lastIndex = (b, c) => b.lastIndexOf(c);

	// extractCode returns the upper-case code inside s: saved.extractCode.
	function extractCode(s) {
		s = go.trimSpace(s);
		const hash = lastIndex(s, 0x23);
		if (hash >= 0) {
			const frag = go.trimSpace(s.subarray(hash + 1));
			s = frag.length > 0 ? frag : s.subarray(0, hash);
		}
		const q = s.indexOf(0x3f);
		if (q >= 0) s = s.subarray(0, q);
		let end = s.length;
		while (end > 0 && s[end - 1] === 0x2f) end--;
		s = s.subarray(0, end);
		const slash = lastIndex(s, 0x2f);
		if (slash >= 0) s = s.subarray(slash + 1);
		s = go.trimSpace(s);
		end = s.length;
		while (end > 0 && s[end - 1] === 0x3d) end--;
		return asciiUpper(s.subarray(0, end));
	}

	// hostOnly reports whether s is a link with nothing after its host but a
	// query, a fragment or slashes: saved.hostOnly.
	function hostOnly(s) {
		s = go.trimSpace(s);
		const hash = lastIndex(s, 0x23);
		if (hash >= 0) {
			if (go.trimSpace(s.subarray(hash + 1)).length > 0) return false;
			s = s.subarray(0, hash);
		}
		const q = s.indexOf(0x3f);
		if (q >= 0) s = s.subarray(0, q);
		const t = go.text(s);
		const i = t.indexOf("://");
		return i >= 0 && !t.slice(i + 3).replace(/\/+$/, "").includes("/");
	}

	// parse reads a link or code as crewcard decode does (saved.Parse, after
	// its length check) and returns the opened payload and its bytes.
	function parse(input) {
		const s = go.trimSpace(go.bytes(input));
		if (s.length > MAX_INPUT) {
			throw new go.DecodeError("toolong", `input is longer than ${MAX_INPUT} characters; a card's code is much shorter`);
		}
		const code = extractCode(s);
		if (code.length === 0) throw go.fail("empty");
		if (hostOnly(s)) throw go.fail("foreign", "the link has no code after its host");
		if (s.includes(0x2f) && code.length < encodedLen(T.payload.min)) {
			throw go.fail("foreign", `the link ends in ${go.quote(code)}, too short to be a card's code`);
		}
		for (const [i, r] of go.runes(code)) {
			if (!isBase32(r)) throw go.fail("foreign", `${go.quoteRune(r)} at offset ${i} is not a base32 character`);
		}
		const n = code.length % 8;
		if (n === 1 || n === 3 || n === 6) {
			throw go.fail("foreign", `${code.length} base32 characters is not a whole number of bytes`);
		}
		const text = go.text(code);
		const payload = base32Decode(text);
		const sealed = open(payload);
		if (base32Encode(payload) !== text) throw go.fail("foreign", "the last character carries stray bits");
		return { sealed, payload, code: text };
	}

	cc.saved = { parse, open, seal, base32Encode, extractCode, checksum };
})(globalThis.crewcard ??= {});
