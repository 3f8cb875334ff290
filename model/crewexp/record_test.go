package crewexp_test

import (
	"bytes"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model/crewexp"
)

// appendBase is a legal crew file with a comment, blank lines and a first
// game record, ending with a newline.
const appendBase = `# Lucky Lady, 3rd Armored.

upgrades = ["First Aid Box"]   # for the first game

[vehicle]
name = "M4A3 Sherman"
nation = "USA"
kind = "tank"
points = 156

[crew]
name = "Lucky Lady"
start = "inexperienced"

[[battle]]
name = "Saint-Lô"
destroyed = [100]
`

// appendRecord is a legal second game for appendBase, with every field: Regular after two rolls, one D3, +2 for five crewmen, +1 for the
// box, −1 for Massive Damage; the die 1 gives 3 survivors.
var appendRecord = crewexp.Battle{
	Name: `Villers-Bocage "Wittmann" \ 2ème`, Date: "1944-06-13", Note: "Т-34? No: Tiger. Held on.",
	Destroyed:  []int64{300, 310},
	Skills:     []crewexp.SkillGain{gained("gunner", "Deadeye", 3, 1), gained("driver", "Lead Foot", 1, 2)},
	KnockedOut: true, MassiveDamage: true,
	Survivors: []string{"commander", "gunner", "driver"}, SurvivalDice: []int64{1}, MemberDice: []int64{5, 3, 1},
	Upgrades: ups("Multi-Purpose Box"),
}

func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }

const bomText = "\uFEFF"

// TestAppendRecordByteExact appends a record to files of every shape: the
// old bytes must be a prefix of the new, the record must use the file's
// line endings and come after a newline, and it must parse as the last
// record, equal to what was appended.
func TestAppendRecordByteExact(t *testing.T) {
	noEOL := strings.TrimSuffix(appendBase, "\n")
	tests := []struct {
		name, src string
		crlf      bool
	}{
		{"newline_at_end", appendBase, false},
		{"no_newline_at_end", noEOL, false},
		{"comment_line_at_end_without_newline", appendBase + "# next: Villers-Bocage", false},
		{"comment_line_at_end", appendBase + "# next: Villers-Bocage\n", false},
		{"comment_after_a_value_at_end", noEOL + "  # the 100 was a Pak 40", false},
		{"blank_lines_and_comments_at_end", appendBase + "\n\n# notes\n\n   \n\t", false},
		{"crlf", crlf(appendBase), true},
		{"crlf_no_newline_at_end", crlf(noEOL), true},
		{"crlf_comment_at_end", crlf(appendBase) + "# next", true},
		{"bom", bomText + appendBase, false},
		{"bom_crlf_comment", bomText + crlf(appendBase) + "# next", true},
		{"ends_in_a_sub_table", strings.Replace(appendBase, "[[battle]]\nname = \"Saint-Lô\"\ndestroyed = [100]\n", "", 1) +
			"[crew.skills]\n# none yet\n", false},
		{"ends_in_crew_member", strings.Replace(appendBase, "[[battle]]\nname = \"Saint-Lô\"\ndestroyed = [100]\n", "", 1) +
			"\n[[crew.member]]\nroles = [\"commander\"]\n[[crew.member]]\nroles = [\"gunner\"]\n[[crew.member]]\nroles = [\"loader\"]\n" +
			"[[crew.member]]\nroles = [\"radio\"]\n[[crew.member]]\nname = \"Joe\"\nroles = [\"driver\"]", false},
		{"ends_in_a_string_with_a_hash", appendBase + "note = '''# not a comment [[battle]]'''", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte(tc.src)
			before, errs := crewexp.Check("crew.toml", src)
			if errs.Err() != nil {
				t.Fatalf("the test file is illegal:\n%s", listText(errs))
			}
			out, err := crewexp.AppendRecord("crew.toml", src, appendRecord)
			if err != nil {
				t.Fatalf("AppendRecord: %v", err)
			}
			if !bytes.HasPrefix(out, src) {
				t.Fatalf("the old file is not a byte prefix of the new one:\n%q", out)
			}
			added := string(out[len(src):])
			eol := "\n"
			if tc.crlf {
				eol = "\r\n"
			}
			if !strings.HasPrefix(added, eol+"[[battle]]"+eol) || !strings.HasSuffix(added, eol) {
				t.Errorf("the record does not start with a newline and its header, or does not end a line:\n%q", added)
			}
			if tc.crlf && strings.Count(added, "\n") != strings.Count(added, "\r\n") {
				t.Errorf("a CRLF file got LF lines:\n%q", added)
			}
			if !tc.crlf && strings.Contains(added, "\r") {
				t.Errorf("an LF file got CR bytes:\n%q", added)
			}
			after, errs := crewexp.Check("crew.toml", out)
			if len(errs) > 0 {
				t.Fatalf("the new file is not clean:\n%s\n%s", listText(errs), out)
			}
			n := len(before.File.Battles)
			if got := len(after.File.Battles); got != n+1 {
				t.Fatalf("%d records after the append, want %d: the record was swallowed or split\n%s", got, n+1, out)
			}
			if got := after.File.Battles[n]; !reflect.DeepEqual(got, appendRecord) {
				t.Errorf("the record reads back as\n%+v\nwant\n%+v", got, appendRecord)
			}
			if got := after.History[n].State.Skills; len(got) != 2 {
				t.Errorf("the record replays to %d skills, want 2", len(got))
			}
		})
	}
}

// TestAppendRecordRefuses checks that a file whose battle key is not an
// array of tables, or that does not parse, gets a clear error and no output.
func TestAppendRecordRefuses(t *testing.T) {
	body := strings.Replace(appendBase, "[[battle]]\nname = \"Saint-Lô\"\ndestroyed = [100]\n", "", 1)
	tests := []struct{ name, src, want string }{
		{"integer", "battle = 3\n" + body, "crew.toml:1:1: battle: holds a TOML integer, not [[battle]] tables"},
		{"array_of_integers", "battle = [1, 2]\n" + body, "crew.toml:1:1: battle: holds a TOML array, not [[battle]] tables"},
		{"empty_array", "battle = []\n" + body, "crew.toml:1:1: battle: holds a TOML array, not [[battle]] tables"},
		{"inline_array_of_tables", `battle = [{ name = "Caen" }]` + "\n" + body, "crew.toml:1:1: battle: holds a TOML array, not [[battle]] tables"},
		{"string", "battle = \"Caen\"\n" + body, "crew.toml:1:1: battle: holds a TOML string, not [[battle]] tables"},
		{"table", body + "\n[battle]\nname = \"Caen\"\n", "crew.toml:16:1: battle: holds a TOML hash, not [[battle]] tables"},
		{"table_with_bom_and_crlf", bomText + crlf(body+"\n[battle]\nname = \"Caen\"\n"), "crew.toml:16:1: battle: holds a TOML hash, not [[battle]] tables"},
		{"syntax_error", body + "destroyed = [\n", "crew.toml: the file must parse before a game can be appended"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := crewexp.AppendRecord("crew.toml", []byte(tc.src), appendRecord)
			if err == nil {
				t.Fatalf("AppendRecord accepted the file:\n%s", out)
			}
			if out != nil {
				t.Errorf("AppendRecord returned %d bytes with its error", len(out))
			}
			if !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error = %q, want it to start with %q", err, tc.want)
			}
		})
	}
}

// TestAppendRecordDottedBattleKey: battle.name = "x" makes battle a table
// too, and the error should say so, with its position.
func TestAppendRecordDottedBattleKey(t *testing.T) {
	src := "battle.name = \"Caen\"\n" + strings.Replace(appendBase, "[[battle]]\nname = \"Saint-Lô\"\ndestroyed = [100]\n", "", 1)
	_, err := crewexp.AppendRecord("crew.toml", []byte(src), appendRecord)
	if err == nil {
		t.Fatal("AppendRecord accepted a dotted battle key")
	}
	var fails []string
	if want := "crew.toml:1:1: battle: holds a TOML hash, not [[battle]] tables"; !strings.HasPrefix(err.Error(), want) {
		fails = append(fails, fmt.Sprintf("error = %q, want it to start with %q", err, want))
	}
	knownBug(t, "", fails)
}

// TestAppendRecordRefusesBadDate: a Date that is not YYYY-MM-DD is written
// unquoted into the record, so it can break the file or add keys to it. The
// append must refuse it (or quote it, so that the decoder judges it).
func TestAppendRecordRefusesBadDate(t *testing.T) {
	var fails []string
	for _, date := range []crewexp.Date{"13 June 1944", "1944-06-13\n[vehicle]\nkind = \"unarmed\""} {
		b := crewexp.Battle{Name: "Villers-Bocage", Date: date}
		out, err := crewexp.AppendRecord("crew.toml", []byte(appendBase), b)
		if err == nil {
			f, perr := crewexp.Parse("crew.toml", out)
			switch {
			case perr != nil && strings.Contains(perr.Error(), "date"):
				// quoted, and the decoder names the date: fine
			case perr != nil:
				fails = append(fails, fmt.Sprintf("date %q breaks the file: %v", date, perr))
			default:
				fails = append(fails, fmt.Sprintf("date %q was accepted and reads back as %q, vehicle kind %q", date, f.Battles[len(f.Battles)-1].Date, f.Vehicle.Kind))
			}
		}
	}
	knownBug(t, "", fails)
}

// TestRecordTOML checks the text of a record, field by field, in the
// README's order, with either line ending.
func TestRecordTOML(t *testing.T) {
	want := `[[battle]]
name = "Villers-Bocage \"Wittmann\" \\ 2ème"
date = 1944-06-13
note = "Т-34? No: Tiger. Held on."
destroyed = [300, 310]
skills = [
  { role = "gunner", skill = "Deadeye", dice = [3, 1] },
  { role = "driver", skill = "Lead Foot", dice = [1, 2] },
]
knocked_out = true
massive_damage = true
survivors = ["commander", "gunner", "driver"]
survival_dice = [1]
member_dice = [5, 3, 1]
upgrades = ["Multi-Purpose Box"]
`
	if got := crewexp.RecordTOML(appendRecord, "\n"); got != want {
		t.Errorf("RecordTOML =\n%s\nwant\n%s", got, want)
	}
	if got := crewexp.RecordTOML(appendRecord, "\r\n"); got != crlf(want) {
		t.Errorf("RecordTOML with CRLF =\n%q\nwant\n%q", got, crlf(want))
	}
	tests := []struct {
		name string
		b    crewexp.Battle
		want string
	}{
		{"empty", crewexp.Battle{}, "[[battle]]\n"},
		{"survived_with_no_upgrades", crewexp.Battle{Name: "A", Upgrades: ups()}, "[[battle]]\nname = \"A\"\nupgrades = []\n"},
		{"knocked_out_no_survivors", crewexp.Battle{KnockedOut: true, SoftSkin: yes()},
			"[[battle]]\nknocked_out = true\nsoft_skin = true\nsurvivors = []\n"},
		{"escapes", crewexp.Battle{Name: "a\tb\x7f\"c\\", Note: "line\nline"},
			"[[battle]]\nname = \"a\\u0009b\\u007F\\\"c\\\\\"\nnote = \"line\\u000Aline\"\n"},
		{"skill_without_dice", crewexp.Battle{Skills: []crewexp.SkillGain{gained("radio", "Relaying")}},
			"[[battle]]\nskills = [\n  { role = \"radio\", skill = \"Relaying\" },\n]\n"},
		{"survival_fields_of_a_survivor_are_not_written", crewexp.Battle{Survivors: []string{"driver"}, MassiveDamage: true}, "[[battle]]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := crewexp.RecordTOML(tc.b, "\n"); got != tc.want {
				t.Errorf("RecordTOML = %q, want %q", got, tc.want)
			}
		})
	}
}

// FuzzRecord builds a game record from fuzzed fields and appends it to a
// sample. It must not panic, the sample must stay a byte prefix, and Check
// must accept the file or give errors that point into the new record. With
// a well-formed date, the record must read back as written.
func FuzzRecord(f *testing.F) {
	var samples [][]byte
	for _, p := range crewexp.CrewSamples(f) {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		samples = append(samples, src)
	}
	f.Add(uint8(0), "Villers-Bocage", "1944-06-13", "", int64(300), int64(2), "gunner", "Deadeye", int64(3), int64(1),
		false, false, false, "", int64(0), int64(0), "First Aid Box")
	f.Add(uint8(3), "Kursk", "", "note \"quoted\" # not a comment", int64(120), int64(1), "driver", "Lead Foot", int64(6), int64(2),
		true, true, false, "commander,gunner,driver", int64(2), int64(5), "Multi-Purpose Box,Improved Radio")
	f.Add(uint8(7), "", "", "]]\n[vehicle]", int64(-5), int64(60), "radio operator", "Co-Driver", int64(0), int64(9),
		true, false, true, "loader,loader", int64(4), int64(7), ",")
	f.Fuzz(func(t *testing.T, which uint8, name, date, note string, points, kills int64, role, skill string, d1, d2 int64,
		ko, massive, soft bool, survivors string, sdie, mdie int64, upgrades string) {
		src := samples[int(which)%len(samples)]
		b := crewexp.Battle{Name: name, Date: crewexp.Date(date), Note: note, KnockedOut: ko, MassiveDamage: massive}
		if soft {
			b.SoftSkin = yes()
		}
		for i := int64(0); i < kills%8; i++ {
			b.Destroyed = append(b.Destroyed, points+i)
		}
		if role != "" || skill != "" {
			b.Skills = append(b.Skills, crewexp.SkillGain{Role: role, Skill: skill, Dice: []int64{d1, d2}})
		}
		if survivors != "" {
			b.Survivors = strings.Split(survivors, ",")
			b.SurvivalDice = []int64{sdie}
			b.MemberDice = []int64{mdie, mdie + 1}
		}
		if upgrades != "" {
			ups := strings.Split(upgrades, ",")
			b.Upgrades = &ups
		}
		_, derr := time.Parse(time.DateOnly, date)
		dateOK := date == "" || derr == nil
		out, err := crewexp.AppendRecord("fuzz.toml", src, b)
		if !dateOK {
			if err == nil {
				t.Fatalf("AppendRecord accepted the date %q", date)
			}
			return // refused, as it must be: nothing was written
		}
		if err != nil {
			t.Fatalf("AppendRecord refused a legal sample: %v", err)
		}
		if !bytes.HasPrefix(out, src) {
			t.Fatal("the sample is not a byte prefix of the new file")
		}
		// Errors must point into the record.
		first := bytes.Count(src, []byte("\n")) + 1 // the line the record's leading newline ends
		last := bytes.Count(out, []byte("\n")) + 1
		crew, errs := crewexp.Check("fuzz.toml", out)
		for _, e := range errs {
			_ = e.Error()
			if e.Pos.Line < first || e.Pos.Line > last || e.Pos.Col < 0 {
				t.Errorf("error at line %d, outside lines %d–%d: %s\n%s", e.Pos.Line, first, last, e, out[len(src):])
			}
		}
		if errs.Err() == nil && (crew == nil || len(crew.History) != len(crew.File.Battles)) {
			t.Fatalf("Check accepted the file but its history is wrong")
		}
		file, perr := crewexp.Parse("fuzz.toml", out)
		if perr != nil {
			t.Fatalf("the record does not parse: %v\n%s", perr, out[len(src):])
		}
		got := file.Battles[len(file.Battles)-1]
		for _, s := range []string{name, note, role, skill, survivors, upgrades} {
			if !utf8.ValidString(s) {
				return // invalid UTF-8 is written as U+FFFD
			}
		}
		want := b
		if want.KnockedOut && want.Survivors == nil {
			want.Survivors = []string{}
		}
		if !want.KnockedOut {
			want.MassiveDamage, want.SoftSkin, want.Survivors, want.SurvivalDice, want.MemberDice = false, nil, nil, nil, nil
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("the record reads back as\n%#v\nwant\n%#v", got, want)
		}
	})
}

// yes returns a pointer to true, for the optional flags of a record.
func yes() *bool {
	t := true
	return &t
}
