"use strict";
// The crew as crewcard show --json gives it: a port of the projection in
// cmd/internal/system (CrewView), from the state crewrules derives, with
// its fields in the same order and its JSON written as encoding/json does.
(function (cc) {
	const T = cc.tables.crew;
	const { levelFor, roleList } = cc.crewrules;

	// view is show --json's value for the crew, its card's link below the
	// default base and the short code printed under the QR code last.
	function view(c, s, payload) {
		const kind = T.kinds[c.kind];
		const lvl = levelFor(s.skills.length);
		const memberRoles = s.members.reduce((a, b) => a | b, 0);
		const present = memberRoles & kind.Roles;
		const upgrades = s.upgrades.map((id) => T.upgrades[id - 1]);
		const upCost = upgrades.reduce((sum, u) => sum + u.Cost, 0);
		return {
			name: c.name, vehicle: c.vehicle, nation: c.nation,
			kind: kind.Key, kind_label: kind.Label, start: T.starts[c.start].Key,
			level: lvl.Level, quality: lvl.Quality, morale: lvl.Morale,
			slots: { used: s.upgrades.length, allowed: lvl.Slots },
			xp: s.xp, xp_to_next_roll: Math.max(0, T.skillCost - s.xp),
			xp_earned: s.xpEarned, xp_spent: s.xpSpent, games: s.games, kills: s.kills,
			skill_count: s.skills.length, skills_lost: 0, crewmen: s.crewmen,
			members: s.members.map((set, i) => ({ name: c.members.length ? c.names[i] : "", roles: roleList(set).map((r) => T.roles[r].Key) })),
			roles: T.roles.map((role, r) => ({
				role: role.Key, label: role.Label, present: (present & (1 << r)) !== 0,
				skills: s.skills.filter((h) => T.skills[h.id - 1].Role === r).map((h) => ({ id: h.id, name: T.skills[h.id - 1].Name, basic: h.basic })),
			})),
			upgrades: upgrades.map((u) => ({ id: u.ID, name: u.Name, level: u.Level, cost: u.Cost })),
			points: { vehicle: c.points, upgrades: upCost, total: c.points + upCost },
			slow: upgrades.some((u) => u.Slow),
			soft_skin: c.profile ? c.profile.softSkin : false,
			...(c.profile ? { profile: cc.crewprofile.view(c.profile) } : {}),
			link: cc.tables.link.defaultBase + cc.saved.base32Encode(payload),
			code: cc.shortCode(payload),
		};
	}

	// goJSON is json.MarshalIndent(v, "", "  ") and a newline: Go escapes
	// <, >, & and the line separators that JSON.stringify leaves.
	const escapes = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };
	const goJSON = (v) => JSON.stringify(v, null, 2).replace(/[<>&\u2028\u2029]/g, (ch) => escapes[ch]) + "\n";

	cc.crewview = { view, goJSON };
})(globalThis.crewcard ??= {});
