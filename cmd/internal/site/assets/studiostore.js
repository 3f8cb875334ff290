"use strict";
// The studio's files in localStorage, each under FILE + its name as {name,
// text, data?, at} (at: its place in the list): an edit writes its file
// alone, and a full storage still takes what fits. The store knows which
// files it does not keep. Earlier studios kept one array under OLD: its
// files move to their own keys as they fit, and stay kept there till then.
(function (cc) {
	const FILE = "crewcard-studio-file:";
	const OLD = "crewcard-studio-files";
	const OPTIONS = "crewcard-studio-options"; // the print options, {field's id: value}

	// valid tells a file: {name, text, data?} (data: bytes not UTF-8, base64)
	const valid = (f) => f !== null && typeof f === "object" && typeof f.name === "string" && typeof f.text === "string" &&
		(f.data === undefined || typeof f.data === "string");

	function parse(s) {
		try {
			return JSON.parse(s);
		} catch {
			return null; // a damaged entry is left out
		}
	}

	const why = (e) => e?.name === "QuotaExceededError" ? "its storage is full" : e?.message ?? String(e);

	// open returns the files kept, in order, and the store that keeps them;
	// work.stored counts the characters written.
	cc.studioStore = function open(work) {
		let ls = null; // localStorage, unless the browser refuses it to the page
		let refused = null;
		try {
			ls = globalThis.localStorage;
		} catch (e) {
			refused = e;
		}
		const places = new Map(); // name → its place, for every file open
		const kept = new Set(); // the files of which the browser holds a version
		const unkept = new Map(); // name → why the browser holds not the latest version of the file
		let old = []; // the files still under OLD
		let next = 0; // the next file's place

		// write writes the file f, {name, text, data}, under its key.
		function write(f) {
			const v = JSON.stringify({ name: f.name, text: f.text, data: f.data, at: places.get(f.name) });
			work.stored += v.length;
			if (!ls) throw refused ?? new Error("the browser gives this page no storage");
			ls.setItem(FILE + f.name, v);
		}

		// leaveOld drops the files named from OLD, rewritten shorter (which
		// fits) or removed.
		function leaveOld(names) {
			const rest = old.filter((f) => !names.has(f.name));
			if (rest.length === old.length) return;
			old = rest;
			try {
				if (old.length === 0) ls.removeItem(OLD);
				else {
					const v = JSON.stringify(old);
					work.stored += v.length;
					ls.setItem(OLD, v);
				}
			} catch { /* kept there as it was: read again, then dropped */ }
		}

		// fromOld writes f, kept under OLD, to its own key in the room it
		// leaves there, or puts it back (it fits again) and reports false.
		function fromOld(f) {
			const before = old;
			if (!old.some((o) => o.name === f.name)) return false;
			leaveOld(new Set([f.name]));
			try {
				write(f);
				return true;
			} catch {
				old = before;
				try {
					ls.setItem(OLD, JSON.stringify(old));
				} catch {
					kept.delete(f.name); // nothing of it is kept now
				}
				return false;
			}
		}

		const files = [];
		try {
			const got = new Map();
			for (let i = 0; ls && i < ls.length; i++) {
				const k = ls.key(i);
				if (!k?.startsWith(FILE)) continue;
				const f = parse(ls.getItem(k));
				if (valid(f) && f.name === k.slice(FILE.length) && Number.isFinite(f.at)) got.set(f.name, f);
			}
			files.push(...[...got.values()].sort((a, b) => a.at - b.at || (a.name < b.name ? -1 : 1)));
			const v = ls ? parse(ls.getItem(OLD)) : null;
			old = Array.isArray(v) ? v.filter((f) => valid(f) && !got.has(f.name)) : [];
			if (v !== null && old.length === 0) ls.removeItem(OLD);
		} catch { /* a store that cannot be read starts empty */ }
		for (const f of files) {
			places.set(f.name, f.at);
			next = Math.max(next, f.at + 1);
		}
		// the files of OLD move, in order, until one does not fit
		const moved = new Set();
		let full = false;
		for (const f of old) {
			if (places.has(f.name)) continue; // twice in OLD: the first
			places.set(f.name, next++);
			files.push({ name: f.name, text: f.text, data: f.data });
			try {
				if (!full) {
					write(f);
					moved.add(f.name);
				}
			} catch {
				full = true; // it and the rest stay under OLD
			}
		}
		leaveOld(moved);
		for (const f of files) {
			kept.add(f.name);
			delete f.at;
		}

		return {
			files,
			// save keeps the file f as it is now, and reports whether it did.
			save(f) {
				if (!places.has(f.name)) places.set(f.name, next++);
				try {
					write(f);
				} catch (e) {
					if (!fromOld(f)) {
						unkept.set(f.name, why(e));
						return false;
					}
				}
				kept.add(f.name);
				unkept.delete(f.name);
				leaveOld(new Set([f.name]));
				return true;
			},
			// remove forgets the file name, then keeps those of open not kept
			// that fit now.
			remove(name, open) {
				try {
					ls?.removeItem(FILE + name);
				} catch { /* nothing kept to remove */ }
				leaveOld(new Set([name]));
				places.delete(name);
				kept.delete(name);
				unkept.delete(name);
				for (const f of open) if (unkept.has(f.name)) this.save(f);
			},
			// options are the print options kept, {field's id: value}, or none.
			options() {
				let o = null;
				try {
					o = parse(ls?.getItem(OPTIONS) ?? "{}");
				} catch { /* none kept */ }
				return o !== null && typeof o === "object" && !Array.isArray(o) ? o : {};
			},
			// saveOptions keeps the print options o, as far as there is room.
			saveOptions(o) {
				try {
					ls?.setItem(OPTIONS, JSON.stringify(o));
				} catch { /* not kept: the page's defaults next time */ }
			},
			// lost is "" for a file kept as it is, else {why, before} (before:
			// an earlier version is kept, which a reload brings back).
			lost(name) {
				return unkept.has(name) ? { why: unkept.get(name), before: kept.has(name) } : "";
			},
		};
	};
})(globalThis.crewcard ??= {});
