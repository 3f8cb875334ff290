package battlescribe

import (
	"math"
	"strconv"
	"strings"
)

// modifier is a modifier with the modifier groups around it, whose
// conditions hold it too.
type modifier struct {
	node   *Node
	guards []*Node
}

// modifiersOf returns the modifiers of the elements, those of their
// modifier groups (nested) among them.
func modifiersOf(holders ...*Node) []modifier {
	var out []modifier
	var walk func(n *Node, guards []*Node)
	walk = func(n *Node, guards []*Node) {
		for _, m := range n.Kids("modifiers", "modifier") {
			out = append(out, modifier{m, guards})
		}
		for _, g := range n.Kids("modifierGroups", "modifierGroup") {
			walk(g, append(append([]*Node(nil), guards...), g))
		}
	}
	for _, h := range holders {
		if h != nil {
			walk(h, nil)
		}
	}
	return out
}

// modifiers returns an entry's modifiers, its link's first.
func (d *Data) modifiers(e Entry) []modifier { return modifiersOf(e.Link, e.Node) }

// apply returns a number after the modifiers of field whose conditions
// hold for the selection s: set, increment and decrement, each as many
// times as its repeats say.
func (d *Data) apply(mods []modifier, field string, v float64, s *Selection) float64 {
	for _, m := range mods {
		if m.node.Get("field") != field || !d.holds(m, s) {
			continue
		}
		x, err := strconv.ParseFloat(m.node.Get("value"), 64)
		if err != nil {
			continue
		}
		switch m.node.Get("type") {
		case "set":
			v = x
		case "increment":
			v += x * d.repeats(m.node, s)
		case "decrement":
			v -= x * d.repeats(m.node, s)
		}
	}
	return v
}

// applyString returns a text (a name, a characteristic, "true" for
// hidden) after the modifiers of field whose conditions hold for s.
func (d *Data) applyString(mods []modifier, field, v string, s *Selection) string {
	for _, m := range mods {
		if m.node.Get("field") != field || !d.holds(m, s) {
			continue
		}
		x := m.node.Get("value")
		switch m.node.Get("type") {
		case "set":
			v = x
		case "append":
			v = strings.TrimSpace(v + " " + x)
		case "increment", "decrement":
			a, err1 := strconv.ParseFloat(v, 64)
			b, err2 := strconv.ParseFloat(x, 64)
			if err1 == nil && err2 == nil {
				if m.node.Get("type") == "decrement" {
					b = -b
				}
				v = strconv.FormatFloat(a+b*d.repeats(m.node, s), 'f', -1, 64)
			}
		}
	}
	return v
}

// repeats is how many times a modifier applies: once, or as its repeat
// counts.
func (d *Data) repeats(m *Node, s *Selection) float64 {
	rs := m.Kids("repeats", "repeat")
	if len(rs) == 0 {
		return 1
	}
	total := 0.0
	for _, r := range rs {
		per, _ := strconv.ParseFloat(r.Get("value"), 64)
		times, _ := strconv.ParseFloat(r.Get("repeats"), 64)
		if per <= 0 {
			continue
		}
		n := d.count(r, s) / per
		if r.Get("roundUp") == "true" {
			n = math.Ceil(n)
		} else {
			n = math.Floor(n)
		}
		total += n * times
	}
	return total
}

// holds reports whether a modifier's conditions, and its groups', hold.
func (d *Data) holds(m modifier, s *Selection) bool {
	for _, g := range m.guards {
		if !d.all(g, s) {
			return false
		}
	}
	return d.all(m.node, s)
}

// all reports whether every condition and condition group of n holds.
func (d *Data) all(n *Node, s *Selection) bool {
	for _, c := range n.Kids("conditions", "condition") {
		if !d.condition(c, s) {
			return false
		}
	}
	for _, g := range n.Kids("conditionGroups", "conditionGroup") {
		if !d.group(g, s) {
			return false
		}
	}
	return true
}

// group decides a condition group, "and" or "or".
func (d *Data) group(g *Node, s *Selection) bool {
	if g.Get("type") != "or" {
		return d.all(g, s)
	}
	for _, c := range g.Kids("conditions", "condition") {
		if d.condition(c, s) {
			return true
		}
	}
	for _, sub := range g.Kids("conditionGroups", "conditionGroup") {
		if d.group(sub, s) {
			return true
		}
	}
	return false
}

// condition decides one condition for the selection s. What lies outside
// the selections it is given (other forces, the roster's other units) it
// counts as absent.
func (d *Data) condition(c *Node, s *Selection) bool {
	want, _ := strconv.ParseFloat(c.Get("value"), 64)
	switch c.Get("type") {
	case "instanceOf":
		return d.instance(c, s)
	case "notInstanceOf":
		return !d.instance(c, s)
	}
	n := d.count(c, s)
	switch c.Get("type") {
	case "lessThan":
		return n < want
	case "greaterThan":
		return n > want
	case "equalTo":
		return n == want
	case "notEqualTo":
		return n != want
	case "atLeast":
		return n >= want
	case "atMost":
		return n <= want
	}
	return false
}

// instance reports whether the condition's scope (an ancestor, the parent,
// the selection itself) is an instance of its childId.
func (d *Data) instance(c *Node, s *Selection) bool {
	id := c.Get("childId")
	switch c.Get("scope") {
	case "self":
		return s.instanceOf(id)
	case "parent":
		return s.Parent != nil && s.Parent.instanceOf(id)
	default: // "ancestor", or an entry's id
		for p := s.Parent; p != nil; p = p.Parent {
			if p.instanceOf(id) {
				return true
			}
		}
		return false
	}
}

// count counts what a condition or repeat asks for in its scope: the
// selections of its childId (or of any entry, for "any"), or a cost.
func (d *Data) count(c *Node, s *Selection) float64 {
	scope := d.scope(c.Get("scope"), s)
	if scope == nil {
		return 0
	}
	field, id := c.Get("field"), c.Get("childId")
	deep := c.Get("includeChildSelections") == "true"
	total := 0.0
	var walk func(p *Selection)
	walk = func(p *Selection) {
		for _, k := range p.Children {
			switch {
			case field == "selections" && (id == "any" || k.instanceOf(id)):
				total += float64(k.Number)
			case field != "selections" && field != "forces" && (id == "any" || id == "" || k.instanceOf(id)):
				if t := d.ids[field]; t != nil && t.Name == "costType" {
					total += k.Costs[t.Get("name")] * float64(k.Number)
				}
			}
			if deep {
				walk(k)
			}
		}
	}
	walk(scope)
	return total
}

// scope finds the selection a condition's scope names.
func (d *Data) scope(name string, s *Selection) *Selection {
	switch name {
	case "self":
		return s
	case "parent":
		return s.Parent
	case "force", "roster", "primary-category", "primary-catagory", "root-entry":
		for s.Parent != nil {
			s = s.Parent
		}
		return s
	}
	for p := s; p != nil; p = p.Parent { // an ancestor's entry id
		if p.Entry.Node != nil && p.Entry.Is(name) {
			return p
		}
	}
	return nil
}
