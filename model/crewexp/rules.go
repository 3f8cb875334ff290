package crewexp

// RuleInfo is one rule of the crew-experience supplement: its ID, as error
// messages name it, and a line of plain English, as the manual (crewcard help rules) lists it.
type RuleInfo struct {
	ID      string
	Summary string
}

// Rules lists every rule ID with its summary, in the order of the rules.
var Rules = []RuleInfo{
	{"C1", "The five core roles are commander, gunner, loader, radio operator and driver."},
	{"C2", "A crew is made of members; one member may hold several roles, and if they die all those roles' skills are lost."},
	{"C3", "Vehicle kinds: a tank has all five roles; a transport only a driver (6 skills, level 3 at most); an AT-gun transport a gunner, loader and driver (18 skills, level 4); an unarmed vehicle takes driver skills only and earns no kill XP."},
	{"C4", "The number of crewmen, which may exceed the roles, sets the survival modifier."},
	{"X1", "Destroying an enemy unit gives floor(points / 10) XP: a 282-point unit gives 28."},
	{"X2", "A crew whose vehicle was not knocked out in a game gains 20 XP at its end."},
	{"X3", "Rolling for a skill costs 30 XP, spent when the unit is given an order; XP never goes negative."},
	{"S1", "Each role has a table of 6 skills, numbered 1–6 in the order the rules list them."},
	{"S2", "A skill belongs to one role's table; listing it under another role is an error that names the right role."},
	{"S3", "No skill twice for the same role; a repeated roll lets the player choose any skill of that table."},
	{"S4", "A role holds at most its 6 skills, and only roles present in the crew hold skills."},
	{"S5", "The crew-member roll: 1 driver, 2 radio operator, 3 gunner, 4 loader, 5 commander, 6 player's choice; a full or absent role lets the player choose another crew member to roll."},
	{"S6", "Co-Driver, Gunner Support and Motivational Leader reuse other roles' skills; a crew with none of those skills yet may re-roll the skill die once on the same table instead, or keep the skill, with a warning."},
	{"S7", "Each skill is used once per game: the card gives each one a tick box."},
	{"L", "Skills set level, quality, morale and upgrade slots: 0–1 level 1 Inexperienced (morale 8, 3 slots); 2–5 level 2 Regular (9, 4); 6–11 level 3 Veteran (10, 5); 12–19 level 4 (6); 20–29 level 5 (7); 30 level 6 (8). Five skills is level 2 (the rules skip it; decided)."},
	{"P1", "With these rules in use, crews are bought Inexperienced: level 1, no skills."},
	{"P2", "A vehicle with no Inexperienced option is bought Regular: level 2 with exactly two skills."},
	{"P3", "A legendary crew starts at level 3 with four basic skills, never lost, plus two more."},
	{"U1", "A crew takes at most its level's upgrade slots."},
	{"U2", "An upgrade's level is at most the crew's level."},
	{"U3", "No upgrade twice; a Multi-Purpose Box already holds a First Aid Box, Toolbox and Fire Extinguisher."},
	{"U4", "The card's points are the vehicle's points plus its upgrades' costs."},
	{"U5", "Upgrades are chosen for each game at the level the crew has then; Extra Armor makes the vehicle Slow."},
	{"U6", "An upgrade for the main gun (Enhanced Gun Laying Drive, Vertical Stabilizer, Improved Optics, APCR/HEAT) does nothing on an unarmed vehicle, which lacks armament: legal, with a warning (decided)."},
	{"V1", "A knocked-out crew rolls a D3 for survivors: Inexperienced 2D3 keep the lowest, Regular one D3, Veteran 2D3 keep the highest."},
	{"V2", "Modifiers: +3 for 6+ crewmen, +2 for 5, +1 for 4, +1 with a First Aid Box (or Multi-Purpose Box), −1 for Massive Damage on an armoured vehicle, −1 for a soft-skin vehicle; clamped to 0…crewmen. Recorded survivors must be a count the roll could give."},
	{"V3", "Survivors are found with the crew-member roll; repeats are re-rolled."},
	{"V4", "Members who died lose their roles' skills, except legendary basics; replacements arrive with none."},
	{"K", "The file keeps the crew's history; the state is the start plus every game replayed, each step legal."},
}
