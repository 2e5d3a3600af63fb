package journal

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Op is the kind of governance event a record carries.
type Op string

// The operations. A rejection is OpTombstone, or OpStatus to "rejected".
const (
	OpCreate    Op = "create"    // an item first seen; carries its text
	OpStatus    Op = "status"    // a review action or a status edit
	OpPrivacy   Op = "privacy"   // privacy changed
	OpScope     Op = "scope"     // scope changed
	OpCorrect   Op = "correct"   // the text was corrected
	OpTombstone Op = "tombstone" // the value was rejected; sticks until a restore
	OpRestore   Op = "restore"   // lifts a tombstone (rejected → needs_review unless Status says)
)

// Status words the fold itself depends on; every other status is opaque.
const (
	StatusRejected    = "rejected"
	StatusNeedsReview = "needs_review"
)

// Record is one governance event. Empty fields say nothing: a record sets
// only the fields it carries (see Fold).
type Record struct {
	HLC    Timestamp `json:"hlc"`
	Device string    `json:"dev"`
	Seq    uint64    `json:"seq"` // per device, 1, 2, 3, ... with no gaps
	Op     Op        `json:"op"`
	ItemID string    `json:"id"`
	// Source is the entry's path relative to its source root.
	Source  string `json:"src,omitempty"`
	Status  string `json:"status,omitempty"`
	Privacy string `json:"privacy,omitempty"`
	Scope   string `json:"scope,omitempty"`
	// Text is the entry's text for create and correct, and for any other
	// op the text of an entry held out of its file, so that a device that
	// never saw the file in plain text can review or restore it.
	Text string `json:"text,omitempty"`
	// Raw is a held list entry's bytes without its marker, so that a
	// device that never saw the line can put it back when it is accepted.
	Raw    string `json:"raw,omitempty"`
	Actor  string `json:"actor,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// Rejection reports whether r rejects its item. Rejections win exact HLC
// ties and leave a tombstone.
func (r Record) Rejection() bool {
	return r.Op == OpTombstone || (r.Op == OpStatus && r.Status == StatusRejected)
}

// ErrBadRecord is wrapped by every validation failure.
var ErrBadRecord = errors.New("invalid record")

func (r Record) validate() error {
	bad := func(why string) error { return fmt.Errorf("%w: %s %s: %s", ErrBadRecord, r.Op, r.ItemID, why) }
	if strings.TrimSpace(r.ItemID) == "" {
		return bad("no item id")
	}
	switch r.Op {
	case OpCreate, OpTombstone, OpRestore:
	case OpStatus:
		if r.Status == "" {
			return bad("no status")
		}
	case OpPrivacy:
		if r.Privacy == "" {
			return bad("no privacy")
		}
	case OpScope:
		if r.Scope == "" {
			return bad("no scope")
		}
	case OpCorrect:
		if r.Text == "" {
			return bad("no text")
		}
	default:
		return bad("unknown op")
	}
	return nil
}

// Compare is the journal's total order: HLC, then device id, then seq (the
// last only matters for a device that stamped two records alike, which its
// clock never does).
func Compare(a, b Record) int {
	return cmp.Or(cmp.Compare(a.HLC, b.HLC), strings.Compare(a.Device, b.Device), cmp.Compare(a.Seq, b.Seq))
}

// Merge returns the records of every log in the journal's total order.
func Merge(logs ...[]Record) []Record {
	all := slices.Concat(logs...)
	slices.SortStableFunc(all, Compare)
	return all
}

var deviceRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$`)

// ErrBadDevice is returned for a device id that cannot name a file safely.
var ErrBadDevice = errors.New("device id must be 1-64 of A-Z a-z 0-9 _ - and start with a letter or digit")

func checkDevice(id string) error {
	if !deviceRE.MatchString(id) {
		return fmt.Errorf("%q: %w", id, ErrBadDevice)
	}
	return nil
}
