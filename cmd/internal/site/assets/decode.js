"use strict";
// decode turns a link or code into what crewcard decode and crewcard show
// --json give: the crew file and the derived state, or decode's message.
(function (cc) {
	const go = cc.go, T = cc.tables;

	// sha256 returns the SHA-256 of bytes b (crypto.subtle is missing from
	// pages that are not served over HTTPS, and is asynchronous).
	const K = Uint32Array.from("428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2".split(" "), (h) => parseInt(h, 16));
	function sha256(b) {
		const n = Math.ceil((b.length + 9) / 64) * 64;
		const m = new Uint8Array(n);
		m.set(b);
		m[b.length] = 0x80;
		new DataView(m.buffer).setUint32(n - 4, b.length * 8);
		const h = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
		const w = new Uint32Array(64);
		const rotr = (x, k) => (x >>> k) | (x << (32 - k));
		for (let off = 0; off < n; off += 64) {
			for (let i = 0; i < 16; i++) w[i] = new DataView(m.buffer).getUint32(off + 4 * i);
			for (let i = 16; i < 64; i++) {
				const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
				const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
				w[i] = w[i - 16] + s0 + w[i - 7] + s1;
			}
			let [a, bb, c, d, e, f, g, hh] = h;
			for (let i = 0; i < 64; i++) {
				const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
				const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & bb) ^ (a & c) ^ (bb & c))) >>> 0;
				[hh, g, f, e, d, c, bb, a] = [g, f, e, (d + t1) >>> 0, c, bb, a, (t1 + t2) >>> 0];
			}
			[a, bb, c, d, e, f, g, hh].forEach((x, i) => (h[i] = (h[i] + x) >>> 0));
		}
		const out = new Uint8Array(32);
		h.forEach((x, i) => new DataView(out.buffer).setUint32(4 * i, x));
		return out;
	}

	// shortCode is saved.ShortCode: the card's 8-character revision code.
	const shortCode = (payload) => cc.saved.base32Encode(sha256(payload).subarray(0, 5));

	// decode returns { code, crew, view, json, file, shortCode } for a crew,
	// { code, other, unit, file, shortCode } for a Flames of War unit, or
	// { error }.
	function decode(input) {
		try {
			const { sealed, payload, code } = cc.saved.parse(input);
			const sys = T.systems.find((s) => s.tag === sealed.system);
			if (!sys) {
				throw go.fail("version", `the code holds a card of game system ${sealed.system}, which this crewcard does not know; a newer crewcard made it`);
			}
			if (sys.tag === 2) {
				const unit = cc.fowcodec.decodeBody(sealed);
				return { code, other: sys, unit, file: cc.fowcodec.unitFile(unit), shortCode: shortCode(payload) };
			}
			if (sys.tag !== 1) return { code, other: sys, shortCode: shortCode(payload) };
			const crew = cc.crewcodec.decodeBody(sealed);
			const src = cc.crewfile.crewFile(crew);
			const { errors, state, payload: card } = cc.crewrules.validate(crew, src);
			if (errors.length > 0) {
				throw new go.DecodeError("rules", "the code decodes, but the file it holds breaks the rules:\n" + errors.join("\n"));
			}
			const view = cc.crewview.view(crew, state, card);
			return { code, crew, view, json: cc.crewview.goJSON(view), file: src.text(), shortCode: shortCode(payload) };
		} catch (e) {
			if (e instanceof go.DecodeError) return { error: e };
			throw e;
		}
	}

	cc.decode = decode;
	cc.shortCode = shortCode;

	// crewcardDecode is decode in plain values, for tests and the console.
	globalThis.crewcardDecode = (input) => {
		const r = decode(input);
		return {
			json: r.json ?? null, file: r.file ?? null, shortCode: r.shortCode ?? null,
			other: r.other ? r.other.name : null,
			error: r.error ? r.error.message : null, kind: r.error ? r.error.kind : null,
		};
	};
})(globalThis.crewcard ??= {});
