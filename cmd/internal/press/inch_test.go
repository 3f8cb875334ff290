package press

import "testing"

// TestInches: an inch mark after a digit prints as ″; a quotation's
// closing quote after a digit, and every other quote, stay.
func TestInches(t *testing.T) {
	for in, want := range map[string]string{
		`move 6" further`:             `move 6″ further`,
		`4"/10cm, 16"/40cm`:           `4″/10cm, 16″/40cm`,
		`Tiger "131"`:                 `Tiger "131"`,
		`"6" then 8" away`:            `"6" then 8″ away`,
		`say "go" 2"`:                 `say "go" 2″`,
		`no inches here`:              `no inches here`,
		`12" from "Rule 5" and 3" on`: `12″ from "Rule 5" and 3″ on`,
	} {
		if got := inches(in); got != want {
			t.Errorf("inches(%q) = %q, want %q", in, got, want)
		}
	}
}
