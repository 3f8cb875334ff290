package fow

// Rule is one check of a unit file: its ID and what it asks.
type Rule struct {
	ID, Summary string
}

// Rules lists every check, each tied to a seed section (research §1.4):
// those of a unit file, then ForceRules.
var Rules = append(unitRules, ForceRules...)

// unitRules are the checks of a unit file.
var unitRules = []Rule{
	{"F1", "Motivation is Fearless 3+, Confident 4+ or Reluctant 5+; Skill is Veteran 3+, Trained 4+ or Conscript 5+; Is Hit On is Careful 4+, Aggressive 3+ (the draft's \"Agressive\" too) or Reckless 2+, or 5+ for a unit whose teams are all aircraft (the draft's Aircraft section is empty; the published books hit every aircraft on 5+, a number without a name). A rating gives its name, its number or both, and they agree."},
	{"F2", "The task ratings of [unit.tests] are remount, rally, counterattack and last_stand (Motivation) and tactics and assault (Skill), each N+ with N from 2 to 6."},
	{"F3", "A tank or transport team's armour is three whole numbers from 0 to 31, front, side and top; a team without armour (infantry, guns, unarmoured vehicles) writes armour = \"-\" or none, and gives a save N+; an armoured team has no save; an aircraft team has no armour and may give a save (the quick reference's \"Other Saves\": a failed save needs the shooter's Firepower to destroy it), as the books do."},
	{"F4", "A weapon's ROF is halted and moving, each a whole number of dice from 0 to 20, or \"-\"; a bombardment line has no ROF (the card prints -)."},
	{"F5", "Distances are written N\"/Mcm with M = 2.5 × N, such as 16\"/40cm; a mobility value may be \"-\" (the team cannot move so), and an aircraft's is \"UNLIMITED\" (or \"-\", read the same: an aircraft's move has no limit)."},
	{"F6", "Anti-tank is a whole number from 0 to 31; firepower is 1+, 2+, 3+, 4+, 5+, 6 or AUTO."},
	{"F7", "Keywords come from the catalogue of the seeds' keyword sections, each where it belongs (the unit, a team or a weapon), once per list, with its number if it takes one (Tank Assault 4); a national keyword on another nation's unit is a warning."},
	{"F8", "A weapon's mount is a field of fire (Infantry team, Gun team, Tank Turret, Hull-mounted, Turntable, Deck Turret, Side-mounted, Hull-rear) or a vehicle MG mount, and suits the team's type; an aircraft's weapons have none."},
	{"F9", "A unit has exactly one Unit Leader; it is not a transport team unless every team is one."},
	{"F10", "Cross is N+ with N from 2 to 6, or AUTO, or \"-\" for a team that cannot move (a bunker, every move \"-\"); AUTO on a tank or transport team is a warning (the draft gives it to infantry and man-packed guns)."},
	{"F13", "The unit has a name (1–40 characters), a nation (1–32) and a role (combat, weapons, support, formation-command), optional points up to 9,999, and 1 to 8 kinds of team; a team has a name (1–32), a type (infantry, gun, tank, transport, aircraft), a count of 1 to 99, up to 4 notes of 1–80 characters and up to 7 weapons, each named (1–32)."},
	{"F14", "The unit's saved state fits the card's code at 0.5 mm a module: 120 bytes in the front's code, or 360 in the larger code that the back then carries."},
}

// ForceRules are the checks of a force file (CheckForce), tied to the
// draft's "Formations" and "Building a Force" and the quick reference's
// Formation Last Stand (P. 82).
var ForceRules = []Rule{
	{"F11", "A force has exactly one Primary Formation, type = \"primary\"; any others are Support Formations, type = \"support\"."},
	{"F12", "Each formation has one Formation Command unit, role = \"formation-command\", holding its CiC and any 2iC; a formation of fewer than 2 units is a warning, since Formation Last Stand destroys it."},
	{"F15", "The force has no more Support Units (role = \"support\") than its Primary Formation has Combat Units (role = \"combat\"); each Support Formation counts as one Support Unit, whatever it holds."},
	{"F16", "The force gives a points limit from 1 to 99,999; with it, every unit gives its points, and together they keep within the limit."},
	{"F17", "A formation's units name unit files of this system by paths below the force file's folder, neither absolute nor leaving it, each once in the force and readable."},
	{"F18", "The force has a name (1–40 characters) and a nation (1–32), and up to 8 formations, each named (1–40), with up to 32 units; a force file holds no [unit] or [[team]] of its own."},
}
