"use strict";
// Importing in the studio: the BattleScribe and New Recruit files opened
// (rosters .ros and .rosz, catalogues .cat with their game system .gst,
// or zipped, .catz and .gstz, as BattleScribe keeps them)
// go to crewcard import's own Go code (crewcardImport), and the files it
// writes join the studio's. A roster or catalogue that needs a file not
// opened yet waits for it: opening it imports them. The page keeps these
// files for the visit only; a file the studio holds is never replaced: the
// Go code gives the new one a free name, and the page says so.
(function (cc) {
	const TAKES = /\.(rosz?|catz?|gstz?)$/i;
	const SOURCE = /\.(rosz?|catz?)$/i;
	const ROSTER = /\.rosz?$/i;

	// studioImport returns the importer of a studio page: call calls the Go
	// code, names gives the studio's files' names, add adds files to it,
	// and place gives the element that says what each import did.
	cc.studioImport = function ({ call, names, add, place }) {
		const data = new Map(); // name → bytes: the BattleScribe files opened this visit
		let waiting = []; // the rosters and catalogues that need a file still to open

		function say(...lines) {
			const report = place();
			report.hidden = lines.length === 0;
			report.replaceChildren(...lines.map(([cls, text]) => Object.assign(document.createElement("p"), { className: cls, textContent: text })));
		}

		// open imports what the BattleScribe files of list give: the rosters
		// among them, else their catalogues, else those that waited for them.
		async function open(list) {
			for (const f of list) data.set(f.name, new Uint8Array(await f.arrayBuffer()));
			const opened = list.map((f) => f.name);
			const rosters = opened.filter((n) => ROSTER.test(n));
			let sources = rosters.length ? rosters : opened.filter((n) => SOURCE.test(n));
			if (waiting.length && rosters.length === 0) sources = waiting; // the files they waited for
			waiting = waiting.filter((n) => !sources.includes(n));
			if (sources.length === 0) {
				return say(["note", `${opened.join(", ")}: kept for this visit. Open the roster (.ros, .rosz) or catalogue (.cat, .catz) to import with ${opened.length === 1 ? "it" : "them"}.`]);
			}
			const lines = [];
			for (const source of sources) {
				lines.push(...await one(source));
			}
			say(...lines);
		}

		// one imports the roster or catalogue source: the lines that say how.
		async function one(source) {
			const files = [...data].map(([name, bytes]) => ({ name, data: bytes }));
			let got;
			try {
				got = await call("crewcardImport", files, [source], names());
			} catch (e) {
				if (/: open (it|them) too/.test(e.usage ?? "")) waiting.push(source);
				return [["problem", e.usage || e.message]];
			}
			add(got.files.map((f) => ({ name: f.name, text: f.text })));
			const renamed = got.files.filter((f) => f.want !== f.name).map((f) => `${f.want} as ${f.name}`);
			const lines = [["note", `Imported ${source}: ${got.files.length === 1 ? "1 file" : `${got.files.length} files`}, ${got.files.map((f) => f.name).join(", ")}.`]];
			if (renamed.length) lines.push(["note", `The studio holds files of the names import gives, which are kept as they are: added ${renamed.join(", ")}.`]);
			for (const m of got.messages) lines.push(["note", m]);
			return lines;
		}

		// one import at a time: each takes the names the one before added
		let queue = Promise.resolve();
		const serial = (list) => (queue = queue.then(() => open(list), () => open(list)));
		return { takes: (f) => TAKES.test(f.name), open: (list) => list.length ? serial(list) : queue };
	};
})(globalThis.crewcard ??= {});
