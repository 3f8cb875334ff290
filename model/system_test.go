package model

import "testing"

func TestSystemOf(t *testing.T) {
	for _, tc := range []struct{ src, want, err string }{
		{"[crew]\nname = \"A\"\n", "", ""},
		{"system = \"fow-v4\"\n[unit]\n", "fow-v4", ""},
		{"# no key, but the word: system\n[crew]\n", "", ""},
		{"\uFEFFsystem = \"crew-experience\"\n", "crew-experience", ""},
		{"[crew]\nsystem = \"fow-v4\"\n", "", ""}, // not top level
		{"system = 4\n", "", "f.toml:1:1: system: want the name of a game system in quotes, such as \"crew-experience\""},
		{"system = = \n", "", ""}, // the system's parser reports the syntax
	} {
		got, err := SystemOf("f.toml", []byte(tc.src))
		if got != tc.want || (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("SystemOf(%q) = %q, %v; want %q, %q", tc.src, got, err, tc.want, tc.err)
		}
	}
}
