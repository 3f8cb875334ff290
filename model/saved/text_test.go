package saved

import "testing"

func TestLink(t *testing.T) {
	tests := []struct {
		base, code, want, err string
	}{
		{DefaultBase, "MFRGG", "HTTPS://CREWCARD.GITHUB.IO/MFRGG", ""},
		{"https://crewcard.app/c/", "MFRGG", "HTTPS://CREWCARD.APP/C/MFRGG", ""},
		{"https://club.example:8080/cards", "MFRGG", "HTTPS://CLUB.EXAMPLE:8080/CARDS/MFRGG", ""},
		{"HTTP://X.Y/%7E+$*-/", "AB234567", "HTTP://X.Y/%7E+$*-/AB234567", ""},
		{"", "MFRGG", "", "empty base URL"},
		{"https://crewcard.app/c?code=", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/C?CODE=": '?' at offset 22 does not fit a QR alphanumeric code (letters, digits and $%*+-./: only)`},
		{"https://crew_card.app/", "MFRGG", "", `base URL "HTTPS://CREW_CARD.APP/": '_' at offset 12 does not fit a QR alphanumeric code (letters, digits and $%*+-./: only)`},
		{"https://crewcard.app/#", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/#": '#' at offset 21 does not fit a QR alphanumeric code (letters, digits and $%*+-./: only)`},
		{"https://crewcard.app/ c/", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/ C/": ' ' at offset 21 does not fit a QR alphanumeric code (letters, digits and $%*+-./: only)`},
		{"https://crewcard.app/cı/", "MFRGG", "", `base URL "HTTPS://CREWCARD.APP/Cı/": 'ı' at offset 22 does not fit a QR alphanumeric code (letters, digits and $%*+-./: only)`},
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
