package layout

import "errors"

// roomMade lays v out on t again where err says a widget that makes room
// for itself on v (Widget.MakesRoom) found none: with every blocks widget
// of the card no larger than a size under the widget's own, down to its
// floor (View.BlockSize), and returns the layout at the largest such size
// that holds it. The floor is tried first: a card that finds no room
// there is taken to find none. Then the sizes above it, by halving: a
// smaller size is taken to leave the widget no less room, as it did on
// every imported unit (a search of every size found the same). It returns
// err where none holds it, or where v's blocks share a size already.
func roomMade(t *Template, v View, o Options, err error) ([]Page, error) {
	var we *WidgetError
	if !errors.As(err, &we) || v.Text[t.Widgets[we.Index].MakesRoom] == "" || v.BlockSize > 0 {
		return nil, err
	}
	try := func(size float64) ([]Page, bool) {
		v.BlockSize = size
		pages, e := plan(t, v, o)
		return pages, e == nil
	}
	w := &t.Widgets[we.Index]
	all := sizes(w.Size, w.MinSize())[1:] // its own size failed
	if len(all) == 0 {
		return nil, err
	}
	best, ok := try(all[len(all)-1])
	if !ok {
		return nil, err
	}
	for lo, hi := 0, len(all)-1; lo < hi; { // all[hi] holds it
		mid := (lo + hi) / 2
		if pages, ok := try(all[mid]); ok {
			best, hi = pages, mid
		} else {
			lo = mid + 1
		}
	}
	return best, nil
}
