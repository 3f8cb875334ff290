package crewexp_test

// fileCases are the crew files of TestRulesCrewFiles, grouped by rule.
var fileCases = concat(crewCases, xpCases, skillCases, levelCases, startCases, upgradeCases, survivalCases, campaignCases)

func concat(lists ...[]fileCase) []fileCase {
	var out []fileCase
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// gains returns n skill gains of a tank crew that starts legendary with the
// basics and skills of legendary below, in the order of the tables.
func gains(n int) string {
	all := []string{
		`{ role = "driver", skill = "Quick Reflexes" }`, `{ role = "driver", skill = "Lead Foot" }`,
		`{ role = "driver", skill = "Crank Head" }`, `{ role = "driver", skill = "Push Through" }`,
		`{ role = "driver", skill = "Bulldozer" }`, `{ role = "radio", skill = "Signal Enhancement" }`,
		`{ role = "radio", skill = "Relaying" }`, `{ role = "radio", skill = "Call of Revenge" }`,
		`{ role = "gunner", skill = "Snap Shooter" }`, `{ role = "gunner", skill = "Hair Trigger" }`,
		`{ role = "gunner", skill = "Instant Kill" }`, `{ role = "gunner", skill = "Skill Shot" }`,
		`{ role = "loader", skill = "Preparatory Loading" }`, `{ role = "loader", skill = "Next Target!" }`,
		`{ role = "loader", skill = "Adrenalin Rush" }`, `{ role = "loader", skill = "Safe Stowage" }`,
		`{ role = "commander", skill = "Lucky" }`, `{ role = "commander", skill = "Strict Discipline" }`,
		`{ role = "commander", skill = "Battle Awareness" }`, `{ role = "commander", skill = "Follow Me!" }`,
		`{ role = "radio", skill = "Independent MMG Shooter" }`, `{ role = "radio", skill = "Co-Driver" }`,
		`{ role = "loader", skill = "Gunner Support" }`, `{ role = "commander", skill = "Motivational Leader" }`,
	}
	s := "skills = [\n"
	for _, g := range all[:n] {
		s += "  " + g + ",\n"
	}
	return s + "]\n"
}

// legendary is the start of a legendary tank crew: six skills, level 3.
const legendary = `
[crew.basic]
commander = ["Eagle Eye"]
gunner = ["Deadeye", "Long Shot"]
loader = ["Fast Reload"]

[crew.skills]
driver = ["Eye for Terrain"]
radio = ["Marking the Target"]
`

// withUpgrades puts start upgrades at the top of the file.
func withUpgrades(src, list string) string { return "upgrades = " + list + "\n" + src }

// regular is a regular tank crew's two skills.
const regular = `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]
`
