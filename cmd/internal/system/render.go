package system

import (
	"context"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// Stream lays out every card of docs on kit into PDFs as o says, with the
// run's roster, and hands each to sink as soon as it is finished
// (press.Stream). A card that fails is told in its file's terms.
func Stream(ctx context.Context, docs []Doc, kit *press.Kit, o *press.Options, sink press.Sink) []error {
	n, card := UniformCards(docs, kit, o.LinkBase)
	errs := press.Stream(ctx, kit, n, card, titled(o, docs), Roster(docs, o.Stamp(o.Command)), sink)
	return Explain(docs, errs, kit, o.LinkBase)
}

// Render is Stream that returns the PDFs (press.Render).
func Render(ctx context.Context, docs []Doc, kit *press.Kit, o *press.Options) ([]press.Document, []error) {
	n, card := UniformCards(docs, kit, o.LinkBase)
	out, errs := press.Render(ctx, kit, n, card, titled(o, docs), Roster(docs, o.Stamp(o.Command)))
	return out, Explain(docs, errs, kit, o.LinkBase)
}

// RenderFaces lays out every card of docs on kit as a file a face, in
// o.Format, named after keys[i] for the i-th card (press.RenderFaces).
func RenderFaces(ctx context.Context, docs []Doc, kit *press.Kit, keys []string, o *press.Options) ([]press.Document, []error) {
	n, card := UniformCards(docs, kit, o.LinkBase)
	out, errs := press.RenderFaces(ctx, kit, n, card, keys, o)
	return out, Explain(docs, errs, kit, o.LinkBase)
}

// StreamFaces is RenderFaces that hands each file to sink as soon as it is
// drawn (press.StreamFaces).
func StreamFaces(ctx context.Context, docs []Doc, kit *press.Kit, keys []string, o *press.Options, sink press.Sink) []error {
	n, card := UniformCards(docs, kit, o.LinkBase)
	return Explain(docs, press.StreamFaces(ctx, kit, n, card, keys, o, sink), kit, o.LinkBase)
}

// titled returns a copy of o whose Title names docs, unless o names one.
func titled(o *press.Options, docs []Doc) *press.Options {
	c := *o
	if c.Title == "" {
		c.Title = Title(docs)
	}
	return &c
}
