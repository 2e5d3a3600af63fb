package store

import (
	"errors"
	"fmt"

	"github.com/memgate/memgate/mem"
)

// allowed is the transition table of DESIGN §3. It is the only place that
// says which status moves exist; every mutation goes through allow.
//
//	candidate    → active | needs_review | rejected
//	needs_review → active | rejected
//	active       → needs_review | stale | superseded | rejected
//	stale        → active | rejected
//	superseded   → active            (undo only)
//	rejected     → needs_review      (explicit restore only)
var allowed = map[mem.Status][]mem.Status{
	mem.Candidate:   {mem.Active, mem.NeedsReview, mem.Rejected},
	mem.NeedsReview: {mem.Active, mem.Rejected},
	mem.Active:      {mem.NeedsReview, mem.Stale, mem.Superseded, mem.Rejected},
	mem.Stale:       {mem.Active, mem.Rejected},
	mem.Superseded:  {mem.Active},
	mem.Rejected:    {mem.NeedsReview},
}

// initial are the statuses an item may be created in. A tombstoned value
// seen again is recorded directly as rejected so that its text is kept.
var initial = []mem.Status{mem.Candidate, mem.Active, mem.NeedsReview, mem.Rejected}

// Allowed reports whether the table permits from → to.
func Allowed(from, to mem.Status) bool {
	for _, s := range allowed[from] {
		if s == to {
			return true
		}
	}
	return false
}

func allow(id string, from, to mem.Status) error {
	if !Allowed(from, to) {
		return &TransitionError{ID: id, From: from, To: to}
	}
	return nil
}

// ErrInvalidTransition matches every *TransitionError with errors.Is.
var ErrInvalidTransition = errors.New("invalid status transition")

// TransitionError is returned for a move the table does not list. The
// store is unchanged when it is returned.
type TransitionError struct {
	ID       string
	From, To mem.Status
}

func (e *TransitionError) Error() string {
	return fmt.Sprintf("item %s: invalid status transition %s → %s", e.ID, e.From, e.To)
}

// Is makes errors.Is(err, ErrInvalidTransition) hold.
func (e *TransitionError) Is(target error) bool { return target == ErrInvalidTransition }
