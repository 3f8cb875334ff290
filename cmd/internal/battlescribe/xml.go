package battlescribe

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/crewcard/crewcard/model"
)

// Limits bound what reading one XML file may cost.
type Limits struct {
	MaxBytes    int64         // the file's size, bytes
	MaxDepth    int           // element nesting
	MaxElements int           // elements in the file
	Budget      time.Duration // wall time for one file; 0: none (the other limits still bound the work)
	// MaxTotal bounds the bytes of every file one import reads together
	// (Whole): the roster, the game system and every catalogue, each
	// counted once, however many forces or links name it.
	MaxTotal int64
	// Files is where the files are read from; nil: the disk.
	Files Files

	whole *whole // what the import has read; nil outside one
}

// DefaultLimits are generous for the real data (the largest catalogue is
// 2.1 MB, 9 levels deep; all 31 Flames of War files come to 11 MB, all
// Bolt Action's to 14 MB) and small for a hostile file. An import reads
// 32 MiB in all, twice what one file may hold: a roster of six 16 MiB
// catalogues is refused at the second, where it read 96 MiB in 119 s.
var DefaultLimits = Limits{MaxBytes: 16 << 20, MaxDepth: 64, MaxElements: 1 << 20, Budget: 10 * time.Second, MaxTotal: 32 << 20}

// Node is one XML element: its local name, attributes and text.
type Node struct {
	Name     string
	Attr     map[string]string
	Text     string
	Children []*Node
	Line     int // the line of its start tag, from 1

	text []byte // Text while reading
}

// Get returns the attribute named, or "".
func (n *Node) Get(name string) string { return n.Attr[name] }

// Child returns the first child element named, or nil.
func (n *Node) Child(name string) *Node {
	for _, c := range n.Children {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Kids returns the children of the first child named container that are
// named name: Kids("profiles", "profile").
func (n *Node) Kids(container, name string) []*Node {
	var out []*Node
	if c := n.Child(container); c != nil {
		for _, k := range c.Children {
			if k.Name == name {
				out = append(out, k)
			}
		}
	}
	return out
}

// Walk calls f on n and every element below it, in document order.
func (n *Node) Walk(f func(*Node)) {
	f(n)
	for _, c := range n.Children {
		c.Walk(f)
	}
}

// Parse reads one XML document within the limits. It refuses a DOCTYPE (the
// data has none, and entity declarations live there), and encoding/xml
// neither fetches external entities nor expands any it does not know.
// Errors read name:line: message.
func Parse(name string, r io.Reader, lim Limits) (*Node, error) {
	src, err := io.ReadAll(io.LimitReader(r, lim.MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if int64(len(src)) > lim.MaxBytes {
		return nil, fmt.Errorf("%s: larger than the %s limit", name, model.SizeText(lim.MaxBytes))
	}
	deadline := time.Now().Add(lim.Budget)
	d := xml.NewDecoder(bytes.NewReader(src))
	d.Strict = true
	d.Entity = nil
	line := func() int { l, _ := d.InputPos(); return l }
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line(), fmt.Sprintf(format, args...))
	}
	var root *Node
	var stack []*Node
	count, tokens := 0, 0
	for {
		before := line()
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, fmt.Errorf("%s:%d: %s", name, se.Line, se.Msg)
			}
			return nil, fail("%v", err)
		}
		if tokens++; lim.Budget > 0 && tokens&1023 == 0 && time.Now().After(deadline) {
			return nil, fail("reading took longer than %v", lim.Budget)
		}
		switch t := tok.(type) {
		case xml.Directive:
			if s := strings.TrimSpace(string(t)); len(s) >= 7 && strings.EqualFold(s[:7], "DOCTYPE") {
				return nil, fmt.Errorf("%s:%d: a DOCTYPE is refused: BattleScribe data has none, and it may declare entities", name, before)
			}
			return nil, fmt.Errorf("%s:%d: an XML directive is refused", name, before)
		case xml.StartElement:
			count++
			if count > lim.MaxElements {
				return nil, fail("more than %d elements", lim.MaxElements)
			}
			if len(stack) >= lim.MaxDepth {
				return nil, fail("elements nested deeper than %d", lim.MaxDepth)
			}
			n := &Node{Name: t.Name.Local, Attr: make(map[string]string, len(t.Attr)), Line: line()}
			for _, a := range t.Attr {
				if a.Name.Space == "" || a.Name.Space == "xmlns" {
					n.Attr[a.Name.Local] = a.Value
				}
			}
			if len(stack) == 0 {
				if root != nil {
					return nil, fail("a second root element <%s>", n.Name)
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.Children = append(p.Children, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			n := stack[len(stack)-1]
			n.Text, n.text = string(n.text), nil
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				n := stack[len(stack)-1]
				n.text = append(n.text, t...)
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("%s: no XML element", name)
	}
	return root, nil
}
