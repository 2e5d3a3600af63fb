// Package bridge adapts the engine (*app.Engine) to api.Backend. It is the
// only place where the API meets the engine's own types, so that package api
// depends on an interface and never on app.
package bridge

import (
	"context"

	"github.com/memgate/memgate/api"
	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// Engine wraps an engine as an api.Backend.
type Engine struct{ *app.Engine }

var _ api.Backend = Engine{}

// New returns the engine as an api.Backend.
func New(e *app.Engine) Engine { return Engine{e} }

// Readable applies app.Readable.
func (e Engine) Readable(it store.Item, scope string, sensitive bool) bool {
	if scope == "global" {
		scope = ""
	}
	return app.Readable(it, scope, sensitive)
}

// Context calls the engine's context assembly.
func (e Engine) Context(r api.ContextRequest) (api.ContextBlock, error) {
	b, err := e.Engine.Context(app.ContextRequest{Scope: r.Scope, Reader: r.Reader, Sensitive: r.Sensitive, Budget: r.Budget, First: r.First, AsOf: r.AsOf})
	if err != nil {
		return api.ContextBlock{}, err
	}
	return api.ContextBlock{Scope: b.Scope, Items: b.Items, Omitted: b.Omitted, Markdown: b.Markdown, ETag: b.ETag, Tokens: b.Tokens}, nil
}

// RecordServed records served counts in the store (batched there).
func (e Engine) RecordServed(reader string, ids []string) { e.Store().RecordServed(reader, ids) }

// Propose passes a proposal through the engine's gate.
func (e Engine) Propose(actor store.Actor, p api.Proposal) (store.Item, error) {
	priv, err := mem.ParsePrivacy(p.Privacy)
	if err != nil {
		return store.Item{}, err
	}
	return e.Engine.Propose(actor, app.Proposal{Text: p.Text, Category: p.Category, Scope: p.Scope, Privacy: priv, Key: p.Key, Trusted: p.Trusted, Grants: grants(p)})
}

// grants carries an agent token's reach; a person (admin) has none.
func grants(p api.Proposal) *app.Grants {
	if p.Person {
		return nil
	}
	return &app.Grants{Scopes: p.Scopes, Sensitive: p.Sensitive}
}

// Stats converts the engine's counters.
func (e Engine) Stats() (api.EngineStats, error) {
	s, err := e.Engine.Stats()
	if err != nil {
		return api.EngineStats{}, err
	}
	out := api.EngineStats{Counts: map[string]int{}, Parses: s.Parses, Sources: s.Files, Skipped: make([]api.SkippedFile, len(s.Skipped))}
	for i, sk := range s.Skipped {
		out.Skipped[i] = api.SkippedFile(sk)
	}
	for k, v := range s.Counts {
		out.Counts[string(k)] = v
	}
	return out, nil
}

// Subscribe forwards engine events until cancel.
func (e Engine) Subscribe() (<-chan api.Event, func()) {
	in, cancel := e.Engine.Subscribe()
	out := make(chan api.Event, 64)
	go func() {
		defer close(out)
		for ev := range in {
			select {
			case out <- api.Event{Seq: ev.Seq, Type: ev.Type, Data: ev}:
			default: // a slow reader loses events rather than stalling
			}
		}
	}()
	return out, cancel
}

// Sources converts the engine's configured sources.
func (e Engine) Sources() []api.SourceConfig {
	in := e.Engine.SourceStatuses()
	out := make([]api.SourceConfig, len(in))
	for i, s := range in {
		out[i] = api.SourceConfig{Kind: s.Kind, Path: s.Path, Activation: s.Activation, Folders: s.Folders,
			State: s.State, Reason: s.Reason, Resolved: s.Resolved, UnreadByAgent: s.UnreadByAgent}
	}
	return out
}

// Discover converts the engine's discovery.
func (e Engine) Discover() []api.Candidate {
	in := e.Engine.Discover()
	out := make([]api.Candidate, len(in))
	for i, c := range in {
		out[i] = api.Candidate(c)
	}
	return out
}

// SetSources converts the list and hands it to the engine, which
// validates, saves the config file and applies it.
func (e Engine) SetSources(ctx context.Context, srcs []api.SourceConfig) error {
	in := make([]app.SourceConfig, len(srcs))
	for i, s := range srcs {
		in[i] = app.SourceConfig{Kind: s.Kind, Path: s.Path, Activation: s.Activation, Folders: s.Folders}
	}
	return e.Engine.SetSources(ctx, in)
}
