package fow

import (
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// KeywordID is a keyword's registry number, which the saved state carries:
// append only, never renumbered.
type KeywordID uint16

// Place is where a keyword may be listed: the unit, a team, a weapon.
type Place uint8

// The places a keyword may be listed.
const (
	OnUnit Place = 1 << iota
	OnTeam
	OnWeapon
)

// Keyword is one entry of the catalogue (F7), built from the draft's
// "Arsenal Keywords and Equipment" and "National Equipment and Special
// Rules" sections, and two anti-aircraft rules of the quick reference.
type Keyword struct {
	ID      KeywordID
	Name    string
	Section string     // the seed section that names it
	Places  Place      // where it may be listed
	Nations []string   // the nations whose units use it; nil for every nation
	Param   bool       // it takes a number: "Tank Assault 4"
	Types   []TeamType // the team types that may carry it; nil for every type
	Aliases []string   // other spellings accepted
	Text    string     // its rule in our words for the card's back; "" when the seeds only name it
}

// NamedOnly reports whether the seeds name the keyword without its rule;
// the card's back names such keywords together and says so, in
// NamedOnlyText.
func (k Keyword) NamedOnly() bool { return k.Text == "" }

// NamedOnlyText is what the viewer says of a keyword the seeds only name,
// and what a card's back says, after the names of all such keywords of a
// unit ("Mounted Assault and Tiger Aces: see the rulebook.").
const NamedOnlyText = "See the rulebook."

// Section headings of the catalogue.
const (
	secMobility  = "Arsenal: Mobility"
	secSurvive   = "Arsenal: Survivability"
	secWeapon    = "Arsenal: Weapon attributes"
	secPositive  = "Arsenal: Positive weapon attributes"
	secNegative  = "Arsenal: Negative weapon attributes"
	secInfantry  = "Arsenal: Infantry equipment"
	secVehicle   = "Arsenal: Vehicle attributes and equipment"
	secTransport = "Arsenal: Transport team attributes"
	secSpecial   = "Arsenal: Specialists"
	secQR        = "Quick reference: Anti-aircraft ROF (P. 93)"
	secAiming    = "Quick reference: Select Aiming Point (P. 67)"
	secGround    = "Quick reference: Gone to Ground (P. 40, 56)"
)

// sectionTypes gives the team types that may carry the equipment of a
// section of the draft's arsenal: infantry equipment is the infantry's,
// vehicle attributes are vehicles', transport attributes transports'.
var sectionTypes = map[string][]TeamType{
	secInfantry:  {Infantry},
	secVehicle:   {Tank, Transport},
	secTransport: {Transport},
}

// vehicleOnly are the mobility keywords that only tracks and wheels have.
var vehicleOnly = []string{"Wide tracks", "Fast tank"}

func init() {
	for i, k := range keywords {
		if ts, ok := sectionTypes[k.Section]; ok {
			keywords[i].Types = ts
		}
		if slices.Contains(vehicleOnly, k.Name) {
			keywords[i].Types = []TeamType{Tank, Transport}
		}
	}
}

// Suits reports whether a team of type t may carry the keyword.
func (k Keyword) Suits(t TeamType) bool { return k.Types == nil || slices.Contains(k.Types, t) }

// Places used by the table below.
const (
	unit      = OnUnit
	team      = OnTeam
	weapon    = OnWeapon
	unitTeam  = OnUnit | OnTeam
	teamGun   = OnTeam | OnWeapon
	anyPlace  = OnUnit | OnTeam | OnWeapon
	nationwid = OnUnit // a national army or formation rule applies to the whole unit
)

func nat(nations ...string) []string { return nations }

// The move that the Czech, Hungarian and Italian rules share.
const rapidMove = "In place of shooting, a unit led by its command team may test Skill: on a pass it moves up to 4\"/10cm, on a failure it does nothing more this Shooting Step. Not when pinned down, after a dash, bogged down or bailed out."

// keywords is the keyword registry.
var keywords = []Keyword{
	{ID: 1, Name: "Wide tracks", Section: secMobility, Places: team},
	{ID: 2, Name: "Fast tank", Section: secMobility, Places: team},
	{ID: 3, Name: "Mountaineers", Section: secMobility, Places: unitTeam},
	{ID: 4, Name: "Amphibious", Section: secMobility, Places: team, Text: "Crosses impassable water as though it were difficult terrain."},
	{ID: 5, Name: "Protected ammo", Section: secSurvive, Places: team, Text: "May re-roll a failed Remount test."},
	{ID: 6, Name: "Gun shield", Section: secSurvive, Places: teamGun, Text: "When the team fails its save and would be destroyed, the shooter must also pass a Firepower test; otherwise the team is unharmed."},
	{ID: 7, Name: "Twin MG", Section: secWeapon, Places: weapon, Text: "Counts as two machine-guns on one mount."},
	{ID: 8, Name: "Passenger-fired", Section: secWeapon, Places: weapon, Text: "Fires only while the vehicle carries a passenger during the Shooting Step."},
	{ID: 9, Name: "Portee", Section: secWeapon, Places: teamGun},
	{ID: 10, Name: "Smoke", Section: secPositive, Places: weapon, Text: "May shoot smoke instead: every hit puts a smoke marker against the target, on the shooter’s side."},
	{ID: 11, Name: "Smoke bombardment", Section: secPositive, Places: weapon, Text: "May fire a smoke bombardment: a screen 4\"/10cm long for each weapon firing, laid at the start of the Shooting Step."},
	{ID: 12, Name: "Breakthrough gun", Section: secPositive, Places: weapon},
	{ID: 13, Name: "Bunker buster", Section: secPositive, Places: weapon},
	{ID: 14, Name: "Building destroyer", Section: secPositive, Places: weapon},
	{ID: 15, Name: "One-man turret", Section: secNegative, Places: teamGun, Text: "+1 to the score needed to hit when the vehicle moved this turn."},
	{ID: 16, Name: "Slow traverse", Section: secNegative, Places: teamGun, Text: "Before the turret turns, its weapons (an AA MG aside) are +1 to hit against targets in front of a line across the turret’s face."},
	{ID: 17, Name: "Awkward layout", Section: secNegative, Places: teamGun, Text: "The main gun cannot shoot in a turn the vehicle moved; it may still fire at aircraft in the enemy’s turn."},
	{ID: 18, Name: "Limited vision", Section: secNegative, Places: teamGun, Text: "The main gun fires as though it had Slow traverse, and after moving the turret must face straight ahead."},
	{ID: 19, Name: "No HE", Section: secNegative, Places: weapon, Text: "Its hits cannot go to infantry or gun teams and are lost when those are the only targets; the team may fire as a rifle instead."},
	{ID: 20, Name: "Tank Assault", Section: secInfantry, Places: team, Param: true, Text: "In an assault, its hits on a vehicle use the given number as their anti-tank rating."},
	{ID: 21, Name: "Improvised Tank Assault", Section: secInfantry, Places: team, Param: true, Text: "As Tank Assault, but every 1 the team rolls to hit a vehicle destroys the team."},
	{ID: 22, Name: "Overloaded", Section: secVehicle, Places: team},
	{ID: 23, Name: "Unreliable", Section: secVehicle, Places: team},
	{ID: 24, Name: "Transport", Section: secVehicle, Places: team},
	{ID: 25, Name: "Bulldozer", Section: secVehicle, Places: team},
	{ID: 26, Name: "Mine flail", Section: secVehicle, Places: team},
	{ID: 27, Name: "Fuel trailer", Section: secVehicle, Places: team},
	{ID: 28, Name: "DD Tank", Section: secVehicle, Places: team},
	{ID: 29, Name: "Assault bridge", Section: secVehicle, Places: team},
	{ID: 30, Name: "Pack Mules", Section: secTransport, Places: team, Text: "Transport teams that carry gun teams off the table as passengers; the guns they carry are Mountaineers."},
	{ID: 31, Name: "Reinforced truck", Section: secTransport, Places: team, Text: "Makes no vehicle save when hit: the shooter must pass a Firepower test to destroy it. Otherwise it counts as an armoured transport."},
	{ID: 32, Name: "HMG Carrier", Section: secTransport, Places: team, Text: "While an HMG team has ridden in it since the start of the turn, it may fire that HMG as a hull-mounted main gun."},
	{ID: 33, Name: "Flame-thrower", Section: secSpecial, Places: teamGun},
	{ID: 34, Name: "Rocket launcher", Section: secSpecial, Places: teamGun},
	{ID: 35, Name: "Mobile rocket launcher", Section: secSpecial, Places: team, Text: "After firing, it may take a Skill test in the Assault Step, instead of a movement order or an assault, to clear its rocket launchers’ smoke trail markers."},
	{ID: 36, Name: "Recce", Section: secSpecial, Places: unitTeam},
	{ID: 37, Name: "Motorcycle recce", Section: secSpecial, Places: unitTeam},
	{ID: 38, Name: "Recovery vehicle", Section: secSpecial, Places: team},
	{ID: 39, Name: "Tank Riders", Section: secSpecial, Places: unitTeam, Text: "Riding a tank as passengers they save on 3+ and may stay aboard when hit; the tank that carries them has Tankodesantniki."},
	{ID: 40, Name: "Tank Escorts", Section: secSpecial, Places: unitTeam, Text: "Tank riders that belong to a tank unit: they do not count for unit morale, and die once every vehicle of the unit is bailed out or destroyed."},
	{ID: 41, Name: "Heavy Anti-aircraft", Section: secSpecial, Places: weapon},
	{ID: 42, Name: "Self-defence Anti-aircraft", Section: secSpecial, Places: weapon, Aliases: []string{"Self-defence AA"}, Text: "Shoots at aircraft with ROF 1, and +1 to hit if its ROF is 1 anyway (quick reference p. 93)."},
	{ID: 43, Name: "Dedicated AA", Section: secQR, Places: weapon, Text: "Shoots at aircraft with its full ROF."},

	{ID: 44, Name: "Stormtroopers", Section: "Germany", Places: nationwid, Nations: nat(Germany, Italy), Text: "Once a turn, re-roll a failed movement order, or attempt a second one different from the first."},
	{ID: 45, Name: "Kampfgruppe", Section: "Germany", Places: nationwid, Nations: nat(Germany)},
	{ID: 46, Name: "Mission Tactics", Section: "Germany", Places: nationwid, Nations: nat(Germany, Italy, Canada, Finland, NewZealand), Text: "If the infantry command team is destroyed, remove another infantry team within command distance in its place; with none there, the unit has no leader."},
	{ID: 47, Name: "Reich Divided", Section: "Germany", Places: nationwid, Nations: nat(Germany), Text: "Heer, Luftwaffe (with its Fallschirmjäger) and SS units are allies of each other."},
	{ID: 48, Name: "Begleit Infantry", Section: "Germany", Places: unit, Nations: nat(Germany), Text: "Assault guns carrying tank escorts may fire the hull MG along with the main gun."},
	{ID: 49, Name: "Tiger Aces", Section: "Germany", Places: unitTeam, Nations: nat(Germany)},
	{ID: 50, Name: "Mounted Assault", Section: "Germany", Places: unitTeam, Nations: nat(Germany)},
	{ID: 51, Name: "Schürzen", Section: "Germany", Places: team, Nations: nat(Germany), Aliases: []string{"Schuerzen", "Schurzen"}, Text: "A penetrating hit of Firepower 5+ or 6 is ignored on a 4+; not against flame-throwers, bombardments or aircraft, and in assaults only against gun teams."},
	{ID: 52, Name: "Stuka Zu Fuss", Section: "Germany", Places: teamGun, Nations: nat(Germany)},
	{ID: 53, Name: "Mortar battery", Section: "Germany", Places: weapon, Nations: nat(Germany), Text: "Bombards as a rocket launcher does, but leaves no smoke trail."},
	{ID: 54, Name: "Rocket assault howitzer", Section: "Germany", Places: weapon, Nations: nat(Germany), Text: "An armoured vehicle it hits saves with its top armour, and gains no +1 for range over 16\"/40cm."},
	{ID: 55, Name: "Bunkerfeuer", Section: "Germany", Places: weapon, Nations: nat(Germany), Text: "May hit by passing a Skill test instead of rolling to hit, and may fire at bunkers beyond 16\"/40cm; a unit it hits is pinned down."},

	{ID: 56, Name: "British Bulldog", Section: "UK", Places: nationwid, Nations: bulldog, Text: "Re-roll failed Counterattack tests."},
	{ID: 57, Name: "Carry On, Sergeant", Section: "UK", Places: nationwid, Nations: british, Text: "May charge into contact and consolidate with no Unit Leader; the assaulting teams then need not be in command."},
	{ID: 58, Name: "Night Attack", Section: "UK", Places: nationwid, Nations: britishGreece, Text: "An infantry company may attack at night outside meeting engagements: it always attacks, and units of infantry alone may make a spearhead move."},
	{ID: 59, Name: "Independent Command", Section: "UK", Places: nationwid, Nations: british},
	{ID: 60, Name: "Combined Bombardment", Section: "UK", Places: nationwid, Nations: british},
	{ID: 61, Name: "Mike Target", Section: "UK", Places: unitTeam, Nations: britishGreece, Text: "Re-roll the first failed attempt to range in, as mortars do; teams hit by a repeated bombardment re-roll successful saves."},
	{ID: 62, Name: "Tow hook", Section: "UK", Places: team, Nations: british, Text: "May tow a 6 pdr or 17 pdr gun, whose crew rides on the tank as passengers."},
	{ID: 63, Name: "Semi-indirect Fire", Section: "UK", Places: weapon, Nations: british, Text: "If the team did not move, re-roll misses when the whole target unit is over 16\"/40cm away."},
	{ID: 64, Name: "Duckbills", Section: "UK", Places: team, Nations: british, Text: "Fitted before deployment to some Shermans, Fireflies, M10s, Sextons and Ram Kangaroos: the tank gains Wide tracks and moves as a slow tank."},
	{ID: 65, Name: "Advance Under Darkness", Section: "UK", Places: nationwid, Nations: britishGreece},
	{ID: 66, Name: "Eight-gun or Twelve-gun Batteries", Section: "UK", Places: nationwid, Nations: britishGreece},

	{ID: 67, Name: "The Truscott Trot", Section: "US", Places: nationwid, Nations: nat(US, France, Spain), Text: "Infantry and man-packed gun teams dash 16\"/40cm."},
	{ID: 68, Name: "Excellent Communications", Section: "US", Places: nationwid, Nations: nat(US, Brazil), Text: "2iC and Unit Leader teams may spot and call artillery as a company command team does."},
	{ID: 69, Name: "Under Command", Section: "US", Places: nationwid, Nations: nat(US, Brazil), Text: "Command teams spotting for a combat or weapons unit, or for cannon or chemical mortar support, range in without the +1."},
	{ID: 70, Name: "Seek, Strike and Destroy", Section: "US", Places: unit, Nations: american},
	{ID: 71, Name: "Column Security", Section: "US", Places: unit, Nations: american},
	{ID: 72, Name: "Hit 'Em With Everything You've Got", Section: "US", Places: unit, Nations: american},
	{ID: 73, Name: "Time On Target", Section: "US", Places: unit, Nations: american, Text: "When a battery with a staff team ranges in at the first try, teams hit re-roll successful saves in that first turn, but not for All Guns Repeat!."},
	{ID: 74, Name: "Hedgerow Cutters", Section: "US", Places: team, Nations: american, Text: "Treats bocage as difficult terrain and ignores Belly Up when bogged; once through, fully-tracked tanks may follow as under a Cross Here order."},
	{ID: 75, Name: "Smooth ride", Section: "US", Places: team, Nations: american, Text: "Moving no more than 6\"/15cm tactically, it fires its main gun on stabilisers without the +1 to hit."},
	{ID: 76, Name: "Jumbos lead the way", Section: "US", Places: team, Nations: american, Text: "When hits are assigned it may count as the team with the lowest armour; not against bombardments or aircraft."},
	{ID: 77, Name: "Detroit's finest", Section: "US", Places: team, Nations: american, Text: "Cross-country dash is 2\"/5cm longer and road dash 4\"/10cm longer."},
	{ID: 78, Name: "Tank Telephone", Section: "US", Places: team, Nations: american, Text: "If it and an infantry team beside it stayed still, it fires as though a recce team had revealed the target; other tanks need their own infantry."},
	{ID: 79, Name: "Stabilisers", Section: "US", Places: weapon, Nations: american, Aliases: []string{"Stabilizers", "Stabiliser", "Stabilizer"}, Text: "After a tactical move it may fire as though it had not moved, at +1 to the score needed to hit."},
	{ID: 80, Name: "Automatic Rifles", Section: "US", Places: unitTeam, Nations: nat(US), Text: "Rifle and carbine teams take no +1 to hit for ROF 1 on the move or pinned down, and re-roll misses in defensive fire unless pinned down."},
	{ID: 81, Name: "Dismounting Machine-Guns", Section: "US", Places: team, Nations: american, Text: "A passenger infantry team may take the vehicle’s passenger-fired MG along when it dismounts: with the .50 cal it turns into an M2 .50 cal team, with another AA MG into an LMG team."},
	{ID: 82, Name: "Mounting Machine-Guns", Section: "US", Places: team, Nations: american, Text: "Up to two HMG or LMG teams riding in a half-track may fit their guns to its sides as side-mounted AA MGs; the guns leave with them."},

	{ID: 83, Name: "Centralised Control", Section: "USSR", Places: nationwid, Nations: nat(USSR, Poland), Aliases: []string{"Centralized Control"}, Text: "Soviet units are companies, and their formations battalions."},
	{ID: 84, Name: "Komissar", Section: "USSR", Places: unitTeam, Nations: nat(USSR), Text: "After a failed Rally, Counterattack (with the Komissar assaulting) or unit morale roll, destroy a team of the unit to re-roll; on a 1 the Komissar dies too."},
	{ID: 85, Name: "Battalion Komissar", Section: "USSR", Places: unitTeam, Nations: nat(USSR), Text: "Acts as the company Komissar for the unit it joins."},
	{ID: 86, Name: "Quality of Quantity", Section: "USSR", Places: nationwid, Nations: nat(USSR), Text: "With 15 or more infantry or gun teams in command: pinned down only by 10 hits in one Shooting Step (a bombardment hit still pins), and charges and counterattacks from 12\"/30cm."},
	{ID: 87, Name: "Steel Wall", Section: "USSR", Places: nationwid, Nations: nat(USSR)},
	{ID: 88, Name: "Roll Up The Guns", Section: "USSR", Places: nationwid, Nations: nat(USSR), Text: "Staff teams and medium or heavy guns move as if they were light guns."},
	{ID: 89, Name: "Shtraf Companies", Section: "USSR", Places: unit, Nations: nat(USSR)},
	{ID: 90, Name: "Decoy", Section: "USSR", Places: unit, Nations: nat(USSR)},
	{ID: 91, Name: "Smoke Pots", Section: "USSR", Places: unit, Nations: nat(USSR), Text: "On declaring an assault, rifle, rifle/MG, MG or SMG teams within 4\"/10cm that did not shoot may each pass a Skill test to lay smoke by the nearest enemy team, and stay out of the assault."},
	{ID: 92, Name: "Infiltration", Section: "USSR", Places: unit, Nations: nat(USSR)},
	{ID: 93, Name: "Cupolas", Section: "USSR", Places: team, Nations: nat(USSR), Text: "The tank ignores Limited vision."},
	{ID: 94, Name: "Volley Fire", Section: "USSR", Places: weapon, Nations: nat(USSR), Text: "If the team did not move, re-roll misses when the easiest target team is within 16\"/40cm; not for bombardments, defensive fire or ambushes."},
	{ID: 95, Name: "Cat killer", Section: "USSR", Places: weapon, Nations: nat(USSR), Text: "If the team did not move, re-roll misses when the whole target unit is beyond 16\"/40cm."},
	{ID: 96, Name: "Faustnika", Section: "USSR", Places: team, Nations: nat(USSR), Text: "After moving they may shoot only at bunkers, or at infantry or gun teams in buildings, and are Bunker busters against those."},
	{ID: 97, Name: "Sapper Body Armour", Section: "USSR", Places: team, Nations: nat(USSR), Aliases: []string{"Sapper Body Armor"}, Text: "Hit in an assault, the team survives on a 6, though the hit still counts toward the test to carry on."},

	{ID: 98, Name: "Local Knowledge", Section: "Belgium", Places: nationwid, Nations: nat(Belgium), Text: "Reconnaissance platoons re-roll failed Skill tests to disengage."},
	{ID: 99, Name: "Local Knowledge", Section: "Hungary", Places: nationwid, Nations: nat(Hungary), Text: "An Önkéntes Puskás Század may set one unit of infantry or gun teams in immediate ambush, besides the mission’s ambushes."},
	{ID: 100, Name: "Foxhole Poets", Section: "Brazil", Places: nationwid, Nations: nat(Brazil), Text: "Re-roll failed tests to Dig In."},
	{ID: 101, Name: "E A Cobra Fumou!", Section: "Brazil", Places: nationwid, Nations: nat(Brazil), Text: "A 2iC command rifle team that joins a platoon re-rolls its Motivation tests as a company command team would."},
	{ID: 102, Name: "Assault Troops", Section: "Canada", Places: nationwid, Nations: nat(Canada), Text: "Re-roll failed Rally and Unbog tests."},
	{ID: 103, Name: "Woodsmen", Section: "Canada", Places: nationwid, Nations: nat(Canada), Text: "Canadian units use Mission Tactics."},
	{ID: 104, Name: "Rychlá Doctrine", Section: "Czech", Places: nationwid, Nations: nat(Czech), Aliases: []string{"Rychla Doctrine", "Rychlá", "Rapid Doctrine"}, Text: rapidMove},
	{ID: 105, Name: "Self Sufficient", Section: "Finland", Places: nationwid, Nations: nat(Finland), Text: "Finnish units use Mission Tactics."},
	{ID: 106, Name: "Hunters", Section: "Finland", Places: nationwid, Nations: nat(Finland), Text: "Their infantry and man-packed guns dash across terrain at open-ground speed."},
	{ID: 107, Name: "Intercepted Communications", Section: "Finland", Places: nationwid, Nations: nat(Finland), Text: "A battery with a staff team may re-roll its third failed attempt to range in."},
	{ID: 108, Name: "Automated Fire Control", Section: "Finland", Places: nationwid, Nations: nat(Finland), Text: "An observer of a battery with a staff team may spot for any battery, and batteries with staff teams may join in one bombardment (Mixed Bombardments)."},
	{ID: 109, Name: "Bitter Enemies", Section: "Finland", Places: nationwid, Nations: nat(Finland), Text: "Re-roll failed Counterattack tests in assaults against Soviet units."},
	{ID: 110, Name: "Spearhead", Section: "France", Places: nationwid, Nations: nat(France, Spain), Text: "2ème DB formations always attack; when attacking, a unit other than reconnaissance may make a spearhead deployment move."},
	{ID: 111, Name: "French Doctrine", Section: "France", Places: nationwid, Nations: nat(France, Spain, Romania), Text: "Dig In succeeds on 3+ for infantry and gun teams; dug in, they may fire defensive fire over dug-in man-packed or light gun teams."},
	{ID: 112, Name: "Central Fire Control", Section: "France", Places: nationwid, Nations: nat(France, Spain, Romania), Text: "Company command teams do not spot for bombardments; batteries with staff teams may fire together as one bombardment (Mixed Bombardments)."},
	{ID: 113, Name: "Assault Troops", Section: "France", Places: nationwid, Nations: nat(France), Text: "Re-roll Rally tests."},
	{ID: 114, Name: "It is a Matter of Honour", Section: "France", Places: nationwid, Nations: nat(France), Text: "Tirailleurs platoons, their ammunition and pioneer and their intelligence and recon platoons, and sapper platoons re-roll failed Counterattack tests."},
	{ID: 115, Name: "Mountain Infantry", Section: "France", Places: nationwid, Nations: nat(France), Text: "Their infantry and man-packed guns count as Mountaineers."},
	{ID: 116, Name: "Ochi!", Section: "Greece", Places: nationwid, Nations: nat(Greece), Text: "Re-roll failed Counterattack tests."},
	{ID: 117, Name: "Come and Get Them!", Section: "Greece", Places: nationwid, Nations: nat(Greece), Text: "May charge and consolidate without a command team; the assaulting teams then ignore command distance."},
	{ID: 118, Name: "Huszár", Section: "Hungary", Places: nationwid, Nations: nat(Hungary), Aliases: []string{"Huszar"}, Text: rapidMove},
	{ID: 119, Name: "Preparing for the Coming Storm", Section: "Hungary", Places: nationwid, Nations: nat(Hungary), Text: "Re-roll failed Skill tests to Dig In."},
	{ID: 120, Name: "War Cry", Section: "India", Places: nationwid, Nations: nat(India), Text: "The first time an enemy unit passes a Counterattack test against it, the enemy must roll again; units made only of armoured tanks are immune."},
	{ID: 121, Name: "North-west Frontier", Section: "India", Places: nationwid, Nations: nat(India), Text: "Indian and Gurkha infantry and man-packed guns count as Mountaineers."},
	{ID: 122, Name: "Khukuri", Section: "India", Places: unitTeam, Nations: nat(India), Text: "With no enemy tank team or bunker within 2\"/5cm, a Gurkha team hits on 2+ in assaults."},
	{ID: 123, Name: "Heroism", Section: "Italy", Places: nationwid, Nations: nat(Italy)},
	{ID: 124, Name: "Avanti!", Section: "Italy", Places: nationwid, Nations: nat(Italy), Text: rapidMove},
	{ID: 125, Name: "8 Million Bayonets", Section: "Italy", Places: nationwid, Nations: nat(Italy), Text: "Before the first turn, roll for each unit and independent warrior on the table to set its Motivation and Skill; reserves roll when they arrive."},
	{ID: 126, Name: "4 by 2 and No. 8 Wire", Section: "New Zealand", Places: nationwid, Nations: nat(NewZealand), Text: "New Zealand units use Mission Tactics."},
	{ID: 127, Name: "Thousand Man Limit", Section: "New Zealand", Places: nationwid, Nations: nat(NewZealand), Text: "Rifle companies pass formation morale checks on 5+."},
	{ID: 128, Name: "Rumpus", Section: "New Zealand", Places: unit, Nations: nat(NewZealand), Text: "A Mike Target bombardment of 25 pdrs alone that ranges in at the first try makes teams hit re-roll successful saves in its first turn."},
	{ID: 129, Name: "Haka", Section: "New Zealand", Places: nationwid, Nations: nat(NewZealand), Text: "The first time an enemy unit passes a Counterattack test against it, the enemy must roll again; units made only of armoured tanks are immune."},
	{ID: 130, Name: "Fate of the Nation", Section: "Poland", Places: nationwid, Nations: nat(Poland), Text: "A platoon joined by a 2iC command team re-rolls failed unit morale checks."},
	{ID: 131, Name: "Home-built Weapons", Section: "Poland", Places: anyPlace, Nations: nat(Poland), Text: "After the unit’s shooting, roll for each team that fired them: on a 1 the team is destroyed."},
	{ID: 132, Name: "Battalions of the Uprising", Section: "Poland", Places: nationwid, Nations: nat(Poland), Text: "A Batalionowy Armia Krajowa uses Centralised Control."},
	{ID: 133, Name: "Tunnels and Paths", Section: "Poland", Places: nationwid, Nations: nat(Poland), Text: "In combat and weapons units, and in the Kedyw assault platoon, infantry and man-packed guns dash through rubble and woods at open-ground speed."},
	{ID: 134, Name: "Peasant Army", Section: "Romania", Places: nationwid, Nations: nat(Romania), Text: "Before the first turn, roll for each unit and independent warrior on the table to set its Motivation and Skill; reserves roll when they arrive."},
	{ID: 135, Name: "Hated Enemy", Section: "Romania", Places: nationwid, Nations: nat(Romania), Text: "Re-roll failed Counterattack tests."},
	{ID: 136, Name: "Soviet Battalion Komissar", Section: "Romania", Places: unitTeam, Nations: nat(Romania)},
	{ID: 137, Name: "Bagpiper", Section: "Scotland", Places: unitTeam, Nations: nat(Scotland), Text: "The 2iC bagpiper is a warrior with a 5+ warrior save; hits on him do not count toward pinning down the unit he joins."},
	{ID: 138, Name: "Mountain Division", Section: "Scotland", Places: nationwid, Nations: nat(Scotland), Text: "Their infantry and man-packed guns count as Mountaineers."},
	{ID: 139, Name: "¡España!", Section: "Spain", Places: nationwid, Nations: nat(Spain), Aliases: []string{"Espana", "España"}, Text: "Company HQ and combat units of the 9ème Compagnie re-roll failed Counterattack tests."},

	{ID: 140, Name: "Salvo", Section: secAiming, Places: weapon, Text: "Its bombardment’s aiming point must be at least 6\"/15cm from friendly teams, not 4\"/10cm."},
	{ID: 141, Name: "Scouts", Section: secGround, Places: unitTeam, Aliases: []string{"Scout"}, Text: "Stays Gone to Ground after moving, as long as it does not shoot or assault."},
}

// Keywords lists the catalogue in registry order.
func Keywords() []Keyword { return keywords }

// KeywordByID returns the keyword with registry number id.
func KeywordByID(id KeywordID) (Keyword, bool) {
	if i := int(id) - 1; i >= 0 && i < len(keywords) && keywords[i].ID == id {
		return keywords[i], true
	}
	return Keyword{}, false
}

// keywordsNamed returns the entries whose name or alias is name, ignoring
// case and punctuation: usually one; two for a name that two nations use
// for different rules ("Local Knowledge", "Assault Troops").
func keywordsNamed(name string) []Keyword {
	f := model.FoldName(name)
	var out []Keyword
	for _, k := range keywords {
		if model.FoldName(k.Name) == f {
			out = append(out, k)
			continue
		}
		for _, a := range k.Aliases {
			if model.FoldName(a) == f {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// KeywordByName finds a keyword as a unit of nation lists it (the nation as
// NationOf returns it, or ""). Of two keywords of the same name it takes the
// one of that nation, else the first.
func KeywordByName(name, nation string) (Keyword, bool) {
	found := keywordsNamed(name)
	if len(found) == 0 {
		return Keyword{}, false
	}
	for _, k := range found {
		if k.usedBy(nation) {
			return k, true
		}
	}
	return found[0], true
}

// usedBy reports whether units of nation may list the keyword; an unknown
// nation ("") may list every keyword.
func (k Keyword) usedBy(nation string) bool {
	if k.Nations == nil || nation == "" {
		return true
	}
	for _, n := range k.Nations {
		if n == nation {
			return true
		}
	}
	return false
}

// splitParam splits "Tank Assault 4" into the name and the number; a name
// without a trailing number comes back whole, with -1.
func splitParam(s string) (string, int) {
	s = strings.TrimSpace(s)
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return s, -1
	}
	n, err := strconv.Atoi(s[i+1:])
	if err != nil || s[i+1] == '+' || s[i+1] == '-' {
		return s, -1
	}
	return strings.TrimSpace(s[:i]), n
}

func keywordNames() []string {
	var names []string
	for _, k := range keywords {
		names = append(names, k.Name)
	}
	return names
}

// String names the first place of p, as messages do.
func (p Place) String() string {
	switch {
	case p&OnUnit != 0:
		return "unit"
	case p&OnTeam != 0:
		return "team"
	default:
		return "weapon"
	}
}
