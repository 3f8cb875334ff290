package system

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// defaultKit is the kit of a render with every default: the built-in
// templates at their own size and normal ink. It is loaded once.
var defaultKit = sync.OnceValues(func() (*press.Kit, error) {
	return press.NewKit(Pairs(), Template, nil, &press.Options{}, nil)
})

// A KeyText is one text a card prints that the player wrote, and the key of
// the file it comes from.
type KeyText struct {
	Key  string // located path, such as "crew.member.0.name"
	Text string
}

// cardFonts are the fonts of every built-in card, loaded once.
var cardFonts = sync.OnceValues(func() (*font.Set, error) {
	return font.NewSet(fonts.Regular, fonts.Bold)
})

// Fit lays out every card of a legal file on the default card, front and
// back, as a render with every default would, so that a file that check
// accepts always renders. It returns a problem for each card that does not
// lay out, such as a text too long even at its widget's floor, at the key
// the text comes from, with a hint.
func Fit(doc Doc) model.ErrorList {
	kit, err := defaultKit()
	if err != nil {
		return model.ErrorList{{Pos: model.Pos{File: doc.Name()}, Msg: fmt.Sprintf("the built-in card templates: %v", err)}}
	}
	var errs model.ErrorList
	for i := range doc.Cards() {
		card, err := doc.Card(i, saved.DefaultBase)
		if err == nil {
			if err = kit.Fits(card); err != nil {
				err = ExplainCard(doc, i, err, kit, saved.DefaultBase)
			}
		}
		if err != nil {
			errs = append(errs, asError(doc.Name(), err))
		}
	}
	return errs
}

// DefaultCards is how many cards the first card of doc takes on the default
// card, a unit that continues counting each.
func DefaultCards(doc Doc) (int, error) {
	kit, err := defaultKit()
	if err != nil {
		return 0, err
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		return 0, err
	}
	faces, err := kit.Plan(card)
	return len(faces.Front), err
}

// asError is err as an entry of a file's error list.
func asError(file string, err error) *model.Error {
	var e *model.Error
	if errors.As(err, &e) {
		return e
	}
	return &model.Error{Pos: model.Pos{File: file}, Msg: err.Error()}
}

// Glyphs returns a problem for every character of texts that one of the
// card fonts lacks, once per key and character, at the key's position.
func Glyphs(texts []KeyText, pos func(key string) model.Pos) model.ErrorList {
	var errs model.ErrorList
	fs, err := cardFonts()
	if err != nil {
		return model.ErrorList{{Pos: pos(""), Msg: fmt.Sprintf("the card fonts: %v", err)}}
	}
	var covered []string // computed at the first problem
	for _, t := range texts {
		seen := map[rune]bool{}
		for _, r := range t.Text {
			if seen[r] || unicode.IsControl(r) || r > 0xFFFF {
				continue // model.CheckText refuses these already
			}
			seen[r] = true
			for _, f := range []*font.Font{fs.Regular, fs.Bold} {
				if !f.Has(r) {
					if covered == nil {
						covered = Scripts(fs)
					}
					errs = append(errs, GlyphError(pos(t.Key), t.Key, t.Text, r, f.Name, covered))
					break
				}
			}
		}
	}
	return errs
}

// GlyphError reports the character r of text, at key, that font lacks;
// covered names the scripts the card fonts print, for the hint.
func GlyphError(pos model.Pos, key, text string, r rune, font string, covered []string) *model.Error {
	return &model.Error{Pos: pos, Path: model.DisplayPath(key),
		Msg: fmt.Sprintf("%s holds %q (%U), which the card font %s lacks; %s", model.Quote(text), r, r, font, glyphHint(r, covered))}
}

// glyphHint says what to write instead of r.
func glyphHint(r rune, covered []string) string {
	switch {
	case unicode.In(r, unicode.Zl, unicode.Zp) || unicode.IsSpace(r):
		return "the card breaks lines itself: write a plain space"
	case r&0xFFFE == 0xFFFE || r >= 0xFDD0 && r <= 0xFDEF:
		return "it is a noncharacter, never printed: remove it"
	case unicode.Is(unicode.Co, r):
		return "it is a private-use character, which no font shares: remove it"
	case unicode.Is(unicode.Cf, r):
		return "it is an invisible formatting character: remove it"
	case unicode.IsLetter(r) && len(covered) > 0:
		return "spell it in " + orList(covered) + " letters, which the card prints"
	case !unicode.IsPrint(r):
		return "remove it"
	}
	return "use another character"
}

// scriptSamples are the letters by which a font is said to print a script.
var scriptSamples = []struct{ name, letters string }{
	{"Latin", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"},
	{"Greek", "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψω"},
	{"Cyrillic", "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюя"},
	{"Armenian", "ԱԲԳԴԵԶԷԸԹԺաբգդեզէըթժ"},
	{"Hebrew", "אבגדהוזחטיכלמנסעפצקרשת"},
	{"Arabic", "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"},
	{"Devanagari", "अआइईउऊएऐओऔकखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह"},
	{"Thai", "กขฃคฅฆงจฉชซฌญฎฏ"},
	{"Chinese", "一二三四五六七八九十人大中国虎"},
	{"Japanese kana", "あいうえおかきくけこアイウエオカキクケコ"},
	{"Korean", "가나다라마바사아자차카타파하"},
}

// Scripts names the scripts whose sample letters both card fonts have: the
// scripts the card prints, as check's hint for a missing character and the
// viewer site's tables name them.
func Scripts(fs *font.Set) []string {
	var out []string
	for _, s := range scriptSamples {
		if len(fs.Regular.Missing(s.letters)) == 0 && len(fs.Bold.Missing(s.letters)) == 0 {
			out = append(out, s.name)
		}
	}
	return out
}

// orList joins names as "A, B or C".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
