package app

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/journal"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
	"github.com/memgate/memgate/wire"
)

// Governance across devices (issue 16). Once this device holds a workspace
// key (memgate devices pair or join), every source root gets a journal
// folder, and the engine
//
//   - appends every review decision made here (status, privacy, scope)
//     to its own device log there, with the text of anything held out of
//     the files, sealed (package journal);
//   - every journalTick, reads every device's log and snapshot there,
//     folds them (the conflict rule is journal's: later HLC wins, a
//     rejection wins an exact tie, tombstones stick until a later
//     restore) and brings the store to the folded state of each item
//     another device touched, with that device's actor;
//   - reports a line that does not open (forged, damaged, replayed) as an
//     error event naming file and line, and applies nothing of it.
//
// What is derived from the files alone is not journaled: an entry both
// devices see in plain text gets the same id on both (idSeed) and the same
// status from the same policy; stale and superseded follow from the files
// and the store on each device. Corrections are not carried yet: a
// corrected item's new id is drawn, not derived.

// DefaultJournal is the journal folder's name in a source root.
const DefaultJournal = ".memgate"

// journalTick is how often other devices' journals are read.
const journalTick = 2 * time.Second

// compactAfter is how many records a device's log holds before the
// engine folds them into its snapshot: a device that joins late reads the
// snapshot's deciding records instead of every decision ever made.
const compactAfter = 256

// replayReason starts the reason of every change applied from another
// device's journal; such changes are never journaled again.
const replayReason = "journal: device "

// DeviceFile holds this device's id in the data directory.
const DeviceFile = "device.id"

type journaling struct {
	on     bool
	device string
	keys   *journal.Keyring
	clock  *journal.Clock
	sites  []*site
}

// site is one journal folder: the root it sits in, this device's writer,
// the reader of every device's files, and their fold.
type site struct {
	root  string
	dir   string
	w     *journal.Writer
	r     *journal.Reader
	state *journal.State
	raw   map[string]string         // item id → held entry's bytes (Record.Raw)
	read  time.Time                 // when every device's files were last read through
	last  map[string]journal.Record // item id → the newest other device's record
}

// LoadDevice returns this device's id from the data directory, creating
// one on first use: a random id, so that two copies of one home directory
// (a cloned disk) are told apart only by who paired them, never by chance.
func LoadDevice(dataDir string) (string, error) {
	path := filepath.Join(dataDir, DeviceFile)
	if b, err := os.ReadFile(path); err == nil {
		return strings.TrimSpace(string(b)), nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return "", err
	}
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	id := make([]byte, len(b))
	for i, c := range b {
		id[i] = idAlphabetLower[int(c)%len(idAlphabetLower)]
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return "", err
	}
	if err := os.WriteFile(path, append(id, '\n'), 0o600); err != nil {
		return "", err
	}
	return string(id), nil
}

const idAlphabetLower = "23456789abcdefghjkmnpqrstuvwxyz"

// openJournals starts journaling once a key is in the data directory. The
// caller holds e.mu. No key: one device, nothing to do.
func (e *Engine) openJournals() {
	j := &e.jr
	if j.on || e.cfg.DataDir == "" {
		return
	}
	kr, err := journal.LoadKey(e.cfg.DataDir)
	if errors.Is(err, os.ErrNotExist) {
		return
	}
	if err != nil {
		e.log.Warn("journal key", "err", err)
		return
	}
	dev, err := LoadDevice(e.cfg.DataDir)
	if err != nil {
		e.log.Warn("device id", "err", err)
		return
	}
	j.device, j.keys, j.clock = dev, kr, journal.NewClock(journal.ClockConfig{})
	j.sites = nil
	for _, s := range e.sources {
		if slices.ContainsFunc(j.sites, func(x *site) bool { return x.root == s.vsrc.Root }) {
			continue
		}
		if h, _, _ := vault.Probe(s.vsrc, 0); h != vault.Healthy {
			continue // a missing source gets its journal when back (next reload)
		}
		dir := filepath.Join(s.vsrc.Root, e.cfg.Journal)
		w, err := journal.Open(journal.Config{Dir: dir, Device: dev, Keys: kr, Clock: j.clock})
		if err != nil {
			e.report(dir, err)
			continue
		}
		r, err := journal.NewReader(journal.ReaderConfig{Dir: dir, Keys: kr})
		if err != nil {
			w.Close()
			e.report(dir, err)
			continue
		}
		j.sites = append(j.sites, &site{root: s.vsrc.Root, dir: dir, w: w, r: r, state: journal.NewState(),
			raw: map[string]string{}, last: map[string]journal.Record{}})
	}
	j.on = true
	e.log.Info("journaling", "device", dev, "journals", len(j.sites))
}

// closeJournals stops journaling (sources change, Serve ends).
func (e *Engine) closeJournals() {
	for _, s := range e.jr.sites {
		s.w.Close()
	}
	e.jr.sites, e.jr.on = nil, false
}

// siteOf is the journal an item's decisions go to: its file's source root,
// or the first journal for an item with no file (an API proposal).
func (e *Engine) siteOf(path string) *site {
	if path != "" {
		s := e.sourceFor(path)
		if s == nil {
			return nil
		}
		for _, x := range e.jr.sites {
			if x.root == s.vsrc.Root {
				return x
			}
		}
		return nil
	}
	if len(e.jr.sites) > 0 {
		return e.jr.sites[0]
	}
	return nil
}

// journalEvents appends the records of a commit's decisions. OnCommit
// calls it, under e.mu.
func (e *Engine) journalEvents(evs []store.Event) {
	if !e.jr.on {
		return
	}
	bySite := map[*site][]journal.Record{}
	var order []*site
	for _, ev := range evs {
		// Replayed changes came from a journal; a status word changed in a
		// file (actor vault) travels in the synced file itself, and every
		// device applies it from there.
		if strings.HasPrefix(ev.Reason, replayReason) || ev.Actor == store.Vault {
			continue
		}
		it, err := e.st.Get(ev.Item)
		if err != nil {
			continue
		}
		x := e.siteOf(it.Source.Path)
		if x == nil {
			continue
		}
		recs := recordsOf(ev, it, x)
		if len(recs) == 0 {
			continue
		}
		if _, ok := bySite[x]; !ok {
			order = append(order, x)
		}
		bySite[x] = append(bySite[x], recs...)
	}
	for _, x := range order {
		out, err := x.w.AppendMany(bySite[x])
		if err != nil {
			e.report(x.dir, fmt.Errorf("journal: %w", err))
			continue
		}
		for _, r := range out {
			x.state.Apply(r)
		}
	}
}

// journaled are the statuses a person or a policy decides; the others
// (stale, superseded, candidate) follow from the files on each device.
var journaled = map[mem.Status]bool{mem.Active: true, mem.NeedsReview: true, mem.Rejected: true}

// recordsOf are the records of one audit event: a create of something
// whose text is not in a file, a status decision, a privacy or scope
// change.
func recordsOf(ev store.Event, it store.Item, x *site) []journal.Record {
	rel := ""
	if it.Source.Path != "" {
		if r, err := filepath.Rel(x.root, it.Source.Path); err == nil {
			rel = filepath.ToSlash(r)
		}
	}
	base := journal.Record{ItemID: it.ID, Source: rel, Actor: string(ev.Actor), Reason: ev.Reason}
	outside := !textInFile(it)
	if outside {
		base.Text, base.Raw = it.Text, it.Source.Raw
	}
	var out []journal.Record
	if ev.Action == "create" {
		if outside && journaled[it.Status] {
			r := base
			r.Op, r.Status, r.Privacy, r.Scope = journal.OpCreate, string(it.Status), string(it.Privacy), it.Scope
			out = append(out, r)
		}
		return out
	}
	if raw, ok := ev.After["status"]; ok {
		var to, from mem.Status
		json.Unmarshal(raw, &to)
		json.Unmarshal(ev.Before["status"], &from)
		if journaled[to] {
			r := base
			r.Op, r.Status = journal.OpStatus, string(to)
			if from == mem.Rejected && to != mem.Rejected {
				r.Op = journal.OpRestore
			}
			out = append(out, r)
		}
	}
	if raw, ok := ev.After["privacy"]; ok {
		r := base
		r.Op = journal.OpPrivacy
		json.Unmarshal(raw, &r.Privacy)
		out = append(out, r)
	}
	if raw, ok := ev.After["scope"]; ok {
		r := base
		r.Op = journal.OpScope
		json.Unmarshal(raw, &r.Scope)
		out = append(out, r)
	}
	return out
}

// textInFile: another device can read the item's text in its synced
// file. A vault note keeps its body whatever its status; a list entry or a
// Claude Code topic is readable there only when an agent may read it; an
// API proposal has no file.
func textInFile(it store.Item) bool {
	switch {
	case it.Source.Path == "":
		return false
	case it.Source.Kind == KindVault:
		return true
	}
	return readable(&it)
}

// replay reads every journal and brings the store to the fold of what
// other devices decided. It runs on the engine's loop.
func (e *Engine) replay() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.openJournals()
	defer e.settleClaims()
	if !e.jr.on {
		return
	}
	changed := false
	for _, x := range e.jr.sites {
		recs, probs, err := x.r.Poll()
		if err != nil {
			e.report(x.dir, err)
			continue
		}
		x.read = e.now()
		for _, p := range probs {
			e.log.Warn("journal line refused", "problem", p.Error())
			e.bus.publish(Event{Type: EventError, Path: p.File, Line: p.Line, Message: "journal: " + p.Err.Error() + " (not applied)"})
		}
		touched := map[string]bool{}
		for _, r := range recs {
			e.jr.clock.Update(r.HLC)
			x.state.Apply(r)
			if r.Raw != "" {
				x.raw[r.ItemID] = r.Raw
			}
			if r.Device != e.jr.device {
				touched[r.ItemID] = true
				x.last[r.ItemID] = r
			}
		}
		if x.w.Uncompacted() >= compactAfter {
			if err := x.w.Compact(); err != nil {
				e.report(x.dir, err)
			}
		}
		ids := make([]string, 0, len(touched))
		for id := range touched {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			if want, ok := x.state.Item(id); ok {
				changed = e.impose(x, want) || changed
			}
		}
	}
	if changed {
		e.writeBack()
		e.markClean()
	}
}

// impose brings one item to its folded state, with the actor of the
// device record that last touched it. It reports whether anything changed.
func (e *Engine) impose(x *site, want journal.Item) bool {
	rec := x.last[want.ID]
	actor := store.Actor(rec.Actor)
	if actor.Valid() != nil {
		actor = store.System("journal")
	}
	reason := replayReason + rec.Device
	if rec.Reason != "" {
		reason += ": " + rec.Reason
	}
	it, err := e.st.Get(want.ID)
	if errors.Is(err, store.ErrNotFound) {
		return e.imposeNew(x, want, actor, reason)
	}
	if err != nil {
		e.report(x.dir, e.storeFault(err))
		return false
	}
	changed := false
	to := mem.Status(want.Status)
	if want.Status != "" && to != it.Status && journaled[to] {
		var err error
		switch {
		case it.Status == mem.Rejected && to == mem.NeedsReview:
			_, err = e.st.Restore(actor, it.ID, reason)
		default:
			_, err = e.st.Transition(actor, it.ID, to, reason)
		}
		if err != nil {
			e.log.Info("journal: not applied", "item", it.ID, "to", to, "err", err)
		} else {
			changed = true
		}
	}
	var p store.Patch
	if want.Privacy != "" && want.Privacy != string(it.Privacy) {
		if pv, err := mem.ParsePrivacy(want.Privacy); err == nil {
			p.Privacy = &pv
		}
	}
	if want.Scope != "" && want.Scope != it.Scope {
		p.Scope = &want.Scope
	}
	if p.Privacy != nil || p.Scope != nil {
		if _, err := e.st.Update(actor, it.ID, p, reason); err == nil {
			changed = true
		}
	}
	return changed
}

// imposeNew creates an item this device has never seen, under its id: a
// held entry whose text never reached this device's files, or an API
// proposal made on another device.
func (e *Engine) imposeNew(x *site, want journal.Item, actor store.Actor, reason string) bool {
	if want.Text == "" || !journaled[mem.Status(want.Status)] {
		return false // nothing to create: the file will bring it, if anything
	}
	n := store.New{ID: want.ID, Text: want.Text, Status: mem.Status(want.Status), Scope: want.Scope, Confidence: 0.85}
	if pv, err := mem.ParsePrivacy(want.Privacy); err == nil {
		n.Privacy = pv
	}
	if want.Source != "" {
		path := filepath.Join(x.root, filepath.FromSlash(want.Source))
		s := e.sourceFor(path)
		if s == nil || !strings.HasPrefix(path, x.root+string(filepath.Separator)) {
			e.report(x.dir, fmt.Errorf("journal: item %s names %q, outside its source", want.ID, want.Source))
			return false
		}
		n.Kind = kindOf(s)
		n.Source = store.Source{Kind: s.cfg.Kind, Path: path, Raw: x.raw[want.ID]}
		if s.kind == ingest.Bucket {
			n.Category = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		}
	}
	if _, err := e.st.Create(actor, n, reason); err != nil {
		e.log.Info("journal: not created", "item", want.ID, "err", err)
		return false
	}
	return true
}

// Devices is what this device knows of the workspace's devices.
func (e *Engine) Devices() wire.Devices {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.openJournals()
	out := wire.Devices{Paired: e.jr.on, Device: e.jr.device}
	if !e.jr.on {
		return out
	}
	out.Code = e.jr.keys.Code()
	seen := map[string]*wire.Device{e.jr.device: {ID: e.jr.device, This: true}}
	hlc := map[string]journal.Timestamp{}
	for _, x := range e.jr.sites {
		// Caught up: this device read every journal in the last few ticks
		// (a source out of reach, or an unreadable journal, is not).
		src := wire.SourceDevices{Root: x.root, Journal: x.dir, CaughtUp: !x.read.IsZero() && e.now().Sub(x.read) < 3*journalTick}
		if !x.read.IsZero() {
			src.Read = x.read.UTC()
		}
		for _, d := range x.r.Devices() {
			src.Devices = append(src.Devices, d.Device)
			w := seen[d.Device]
			if w == nil {
				w = &wire.Device{ID: d.Device, This: d.Device == e.jr.device}
				seen[d.Device] = w
			}
			w.Records += d.Seq
			if d.HLC > hlc[d.Device] {
				hlc[d.Device] = d.HLC
				w.HLC, w.Last = d.HLC.String(), d.HLC.Time().UTC()
			}
		}
		out.Sources = append(out.Sources, src)
	}
	for _, d := range seen {
		out.Devices = append(out.Devices, *d)
	}
	slices.SortFunc(out.Devices, func(a, b wire.Device) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Pair makes this device the first of a workspace, when it is in none:
// a new key in the data directory, journaling from now on. Paired
// already, it changes nothing. Either way it returns what Devices does,
// with the code another device joins with.
func (e *Engine) Pair() (wire.Devices, error) {
	e.mu.Lock()
	if e.cfg.DataDir == "" {
		e.mu.Unlock()
		return wire.Devices{}, errors.New("no data directory to keep a key in")
	}
	if _, err := journal.LoadKey(e.cfg.DataDir); errors.Is(err, os.ErrNotExist) {
		kr, err := journal.NewKeyring()
		if err == nil {
			err = journal.SaveKey(e.cfg.DataDir, kr, e.roots()...)
		}
		if err != nil {
			e.mu.Unlock()
			return wire.Devices{}, err
		}
	} else if err != nil {
		e.mu.Unlock()
		return wire.Devices{}, err
	}
	e.mu.Unlock()
	return e.Devices(), nil
}

// ForgetDevice stops trusting a lost device's records after the last one
// this device has read, and rotates the workspace key: every device must
// be given the new code (memgate devices pair) to read what is sealed
// from now on.
func (e *Engine) ForgetDevice(id string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.openJournals()
	if !e.jr.on {
		return errors.New("this device is not paired")
	}
	if id == e.jr.device {
		return errors.New("a device cannot forget itself")
	}
	var upto uint64
	for _, x := range e.jr.sites {
		for _, d := range x.r.Devices() {
			if d.Device == id {
				upto = max(upto, d.Seq)
			}
		}
	}
	if err := e.jr.keys.Forget(id, upto); err != nil {
		return err
	}
	return journal.SaveKey(e.cfg.DataDir, e.jr.keys, e.roots()...)
}

// roots are the source roots: synced folders the key must never be in.
func (e *Engine) roots() []string {
	out := make([]string, 0, len(e.sources))
	for _, s := range e.sources {
		out = append(out, s.vsrc.Root)
	}
	return out
}
