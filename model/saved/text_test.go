package saved

import "testing"

func TestLink(t *testing.T) {
	tests := []struct {
		base, code, want, err string
	}{
		{DefaultBase, "MFRGG", "HTTPS://CREWCARD.GITHUB.IO/MFRGG", ""},
		// The scheme and host are upper-cased (QR alphanumeric mode, and a
		// host's case means nothing); the path keeps its case, as a host
		// such as GitHub Pages serves paths case-sensitively.
		{"https://crewcard.app/c/", "MFRGG", "HTTPS://CREWCARD.APP/c/MFRGG", ""},
		{"https://club.example:8080/cards", "MFRGG", "HTTPS://CLUB.EXAMPLE:8080/cards/MFRGG", ""},
		{"https://owner.github.io/crewcard/", "MFRGG", "HTTPS://OWNER.GITHUB.IO/crewcard/MFRGG", ""},
		{"https://owner.github.io/CREWCARD/", "MFRGG", "HTTPS://OWNER.GITHUB.IO/CREWCARD/MFRGG", ""},
		{"https://Owner.GitHub.io/My_Cards~2/v1.0/", "MFRGG", "HTTPS://OWNER.GITHUB.IO/My_Cards~2/v1.0/MFRGG", ""},
		{"club.example/cards/", "MFRGG", "CLUB.EXAMPLE/cards/MFRGG", ""},
		{"https://club.example", "MFRGG", "HTTPS://CLUB.EXAMPLE/MFRGG", ""},
		{"HTTP://X.Y/%7E+$*-/", "AB234567", "HTTP://X.Y/%7E+$*-/AB234567", ""},
		{"", "MFRGG", "", "empty base URL"},
		{"https://crewcard.app/c?code=", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/c?code=": '?' at offset 22: a link's path takes letters, digits and $%*+-./:_~ only; the code follows the base, so end it with its folder, such as https://club.example/cards/`},
		{"https://crew_card.app/", "MFRGG", "", `base URL "HTTPS://CREW_CARD.APP/": '_' at offset 12: a link's scheme and host take letters, digits and -.: only, such as https://club.example/cards/`},
		{"https://crewcard.app/#", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/#": '#' at offset 21: a link's path takes letters, digits and $%*+-./:_~ only; the code follows the base, so end it with its folder, such as https://club.example/cards/`},
		{"https://crewcard.app/ c/", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/ c/": ' ' at offset 21: a link's path takes letters, digits and $%*+-./:_~ only; the code follows the base, so end it with its folder, such as https://club.example/cards/`},
		{"https://crewcard.app/cı/", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/cı/": 'ı' at offset 22: a link's path takes letters, digits and $%*+-./:_~ only; the code follows the base, so end it with its folder, such as https://club.example/cards/`},
		{"https://crewcärd.app/", "MFRGG", "", `base URL "HTTPS://CREWCäRD.APP/": 'ä' at offset 13: a link's scheme and host take letters, digits and -.: only, such as https://club.example/cards/`},
		{DefaultBase, "", "", "empty code"},
		{DefaultBase, "mfrgg", "", `code: 'm' at offset 0 is not an upper-case base32 character`},
		{DefaultBase, "MFRG1", "", `code: '1' at offset 4 is not an upper-case base32 character`},
	}
	for _, tt := range tests {
		got, err := Link(tt.base, tt.code)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("Link(%q, %q) = %q, %v; want error %q", tt.base, tt.code, got, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Link(%q, %q) = %q, %v; want %q", tt.base, tt.code, got, err, tt.want)
		}
	}
}

// TestParseProjectLink: a link below a project's path, which keeps its
// case, parses back to its payload, as crewcard decode reads it.
func TestParseProjectLink(t *testing.T) {
	b := Seal(Sealed{System: CrewExperience, Version: 2, Body: []byte("crew")})
	for _, base := range []string{"https://owner.github.io/crewcard/", "https://owner.github.io/My_Cards~2/v1.0"} {
		link, err := Link(base, Text(b))
		if err != nil {
			t.Fatal(err)
		}
		if _, payload, err := Parse(link); err != nil || string(payload) != string(b) {
			t.Errorf("Parse(%q) = %x, %v; want %x", link, payload, err, b)
		}
	}
}
