package store

import (
	"encoding/binary"
	"errors"
	"fmt"

	badger "github.com/dgraph-io/badger/v4"
)

// migration moves a store from schema version from to from+1 inside one
// transaction. Every stored value also carries its own "v", so a migration
// can tell which records it already rewrote if it is interrupted.
type migration struct {
	from int
	name string
	run  func(txn *badger.Txn) error
}

// migrations is the chain from the first schema to schemaVersion. Version 1
// is the first. Add a step, bump schemaVersion, and Open runs it once on
// every older store.
//
// 1 → 2: create events are stored without their After fields from now on.
// The ones a version 1 store holds stay whole, and auditOf reads both, so
// the step rewrites nothing; the version moves so that an older memgate,
// which cannot read the new form, refuses the store instead of showing
// empty creates.
func migrations() []migration {
	return []migration{{from: 1, name: "create events without their item", run: func(*badger.Txn) error { return nil }}}
}

func (s *Store) migrate() error { return s.migrateWith(migrations()) }

func (s *Store) migrateWith(chain []migration) error {
	v, fresh, err := s.schema()
	if err != nil {
		return err
	}
	if fresh {
		return s.commit(func(txn *badger.Txn) error { return setSchema(txn, schemaVersion) })
	}
	if v > schemaVersion {
		return fmt.Errorf("%w: %s was written by a newer memgate (schema %d, this build knows %d)", ErrSchema, s.dir, v, schemaVersion)
	}
	for v < schemaVersion {
		var step *migration
		for i := range chain {
			if chain[i].from == v {
				step = &chain[i]
			}
		}
		if step == nil {
			return fmt.Errorf("%w: no migration from schema %d", ErrSchema, v)
		}
		err := s.commit(func(txn *badger.Txn) error {
			if err := step.run(txn); err != nil {
				return err
			}
			return setSchema(txn, v+1)
		})
		if err != nil {
			return fmt.Errorf("store: migration %s (schema %d → %d): %w", step.name, v, v+1, err)
		}
		s.log.Info("store: migrated", "from", v, "to", v+1, "step", step.name)
		v++
	}
	return nil
}

// schema reads the stored schema version; fresh is true for an empty store.
func (s *Store) schema() (v int, fresh bool, err error) {
	err = s.view(func(txn *badger.Txn) error {
		item, err := txn.Get(metaSchema)
		if errors.Is(err, badger.ErrKeyNotFound) {
			fresh = true
			return nil
		}
		if err != nil {
			return err
		}
		return item.Value(func(b []byte) error {
			if len(b) != 8 {
				return fmt.Errorf("%w: corrupt schema record", ErrSchema)
			}
			v = int(binary.BigEndian.Uint64(b))
			return nil
		})
	})
	return v, fresh, err
}

func setSchema(txn *badger.Txn, v int) error {
	return txn.Set(metaSchema, binary.BigEndian.AppendUint64(nil, uint64(v)))
}
