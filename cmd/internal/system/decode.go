package system

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/model/saved"
)

// Decode turns a scanned card's QR link, or its code, back into the file
// it was printed from. As check would have it, the file must keep its
// system's rules and print on the default card; the error of one that
// does not lists its problems, a line each, after saying which.
func Decode(code string) ([]byte, error) {
	sealed, _, err := saved.Parse(code)
	if err != nil {
		return nil, err
	}
	src, err := File(sealed)
	if err != nil {
		return nil, err
	}
	doc, errs := Check("<decoded>", src)
	what := "breaks the rules"
	if errs.Err() == nil { // the card the file gives must print
		errs, what = Fit(doc), "cannot be printed on the default card"
	}
	if errs.Err() == nil {
		return src, nil
	}
	lines := []string{"the code decodes, but the file it holds " + what + ":"}
	for _, err := range errs.Errors() {
		lines = append(lines, err.Error())
	}
	return nil, fmt.Errorf("%s", strings.Join(lines, "\n"))
}
