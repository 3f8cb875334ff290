package press

import (
	"errors"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/templates"
)

func TestLoadTemplate(t *testing.T) {
	front, err := templates.FS.ReadFile("crew-front.toml")
	if err != nil {
		t.Fatal(err)
	}
	good := "name = \"t\"\nwidth = 69\nheight = 94\n[[widget]]\nkind = \"box\"\nx = 0\ny = 0\nw = 10\nh = 10\n"
	tests := []struct {
		name, data, want string // want: "" for success, else a substring of the error
	}{
		{"built-in front", string(front), ""},
		{"minimal", good, ""},
		{"unknown key", strings.Replace(good, "kind", "knd", 1), `t.toml:5:1: widget[1].knd: unknown key; did you mean "kind"?`},
		{"unknown top key", good + "bleeed = 3\n", ""}, // placeholder, replaced below
		{"syntax error", "name = \"t\"\nwidth = = 69\n", "t.toml:2:"},
		{"wrong type", strings.Replace(good, "x = 0", `x = "left"`, 1), "t.toml:"},
		{"wrong types, all at once", strings.NewReplacer("width = 69", "width = \"69\"", "x = 0", `x = "left"`, "h = 10", "h = true").Replace(good),
			"t.toml:2:1: width: want a number, not text in quotes\nt.toml:6:1: widget[1].x: want a number, not text in quotes\nt.toml:9:1: widget[1].h: want a number, not true or false"},
		{"check fails", strings.Replace(good, "w = 10", "w = 80", 1), `t.toml:8:1: widget[1].w: box: x+w = 80 mm runs past the card (ends at 69 mm)`},
		{"check fails twice", strings.Replace(strings.Replace(good, "width = 69", "width = 69\nbleed = 20", 1), `kind = "box"`, `kind = "circle"`, 1),
			"t.toml:3:1: bleed: 20 mm is outside 0–10 mm\n" + `t.toml:6:1: widget[1].kind: circle: unknown widget kind "circle"`},
		{"a missing field at its widget", strings.Replace(good, `kind = "box"`, `kind = "text"`+"\nsize = 8", 1), `t.toml:4:1: widget[1].bind: text: a text widget needs bind or text`},
		{"nested too deep", good + "x = " + strings.Repeat("[", 1<<18) + strings.Repeat("]", 1<<18), "t.toml:10:9: widget.x: tables and arrays nest more than 6 deep here"},
		{"a text too long", strings.Replace(good, `kind = "box"`, `kind = "text"`+"\nsize = 8\ntext = \""+strings.Repeat("W", 200_000)+"\"", 1),
			`t.toml:7:1: widget[1].text: text "WWWWWWWWWWWWWWWWWWWWWWWW…": is 200000 characters long, more than the 2000`},
		// each number out of range is told at its own key and line, not
		// at the widget's first line under another key (issue 33, item 23)
		{"radius at its key", good + "radius = 25\n", "t.toml:10:1: widget[1].radius: box: 25 mm is outside 0–20 mm"},
		{"line, gap, tick and label_w at their keys", good + "line = 6\ngap = -1\ntick = 11\nlabel_w = 10\n",
			"t.toml:10:1: widget[1].line: box: 6 mm is outside 0–5 mm\n" +
				"t.toml:11:1: widget[1].gap: box: -1 mm is outside 0–20 mm\n" +
				"t.toml:12:1: widget[1].tick: box: 11 mm is outside 1.5–10 mm, too small to tick or too big\n" +
				"t.toml:13:1: widget[1].label_w: box: 10 mm must be more than 0 and less than the widget's width, 10 mm"},
		{"many unknown keys", good + strings.Repeat("k = 1\n[[widget]]\n", 30_000), "t.toml:10:1: widget[1].k: unknown key"},
	}
	tests[3].want = `t.toml:4:1: bleeed: unknown key; did you mean "bleed"?`
	tests[3].data = strings.Replace(good, "height = 94\n", "height = 94\nbleeed = 3\n", 1)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tp, err := LoadTemplate("t.toml", []byte(tc.data))
			if tc.want == "" {
				if err != nil || tp == nil {
					t.Fatalf("LoadTemplate = %v, want success", err)
				}
				return
			}
			var list model.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("LoadTemplate = %v, want a model.ErrorList", err)
			}
			lines := make([]string, len(list))
			for i, e := range list {
				lines[i] = e.Error()
			}
			if got := strings.Join(lines, "\n"); !strings.Contains(got, tc.want) {
				t.Fatalf("LoadTemplate = %.500q, want errors containing %q", lines, tc.want)
			}
			if n := len(list); n > 101 {
				t.Errorf("LoadTemplate gives %d errors; want a hundred and one at most", n)
			}
		})
	}
}

func TestLoadIcons(t *testing.T) {
	set, err := LoadIcons("", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"first-aid", "toolbox", "extinguisher", "multi-box", "gun-laying", "radio",
		"suspension", "camo-net", "stabilizer", "engine", "ventilation", "optics", "apcr", "spall-liner", "extra-armor",
		"td-pivot", "td-scoot", "td-smoke", "td-machine-gun", "td-ambush", "td-load", "td-unload", "td-spot", "td-aim", "td-fire", "fow-flame"} {
		if set[name] == nil {
			t.Errorf("icon %q missing", name)
		}
	}
	if len(set) != 30 {
		t.Errorf("%d icons, want 30: the upgrades' 15, the vehicle kinds' 4, Tank Duel's 10 and Flames of War's cover", len(set))
	}
	_, err = LoadIcons("i.toml", []byte("[[icon]]\nname = \"x\"\nfill = \"M 1 1 Q 2 2\"\n"))
	if err == nil || !strings.Contains(err.Error(), `i.toml: icon[0]: icon "x": fill: token 4: unknown command "Q"`) {
		t.Errorf("LoadIcons(bad path) = %v", err)
	}
}
