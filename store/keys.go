package store

import (
	"encoding/binary"
	"strings"
)

// Key layout. One-byte table prefixes keep tables apart and let a prefix
// scan read one table; variable segments end in 0x00 (ids, hashes, paths
// and scopes never contain it) so that "a" and "ab" do not share a prefix;
// integers are big-endian so keys sort numerically. Index entries have
// empty values: the key is the record.
const (
	pItem      = 'i' // i id                 → Item JSON
	pAudit     = 'a' // a id 0 seq(8)        → Event JSON
	pStatus    = 's' // s status 0 id        → ""
	pSource    = 'p' // p path 0 id          → ""
	pScope     = 'c' // c scope 0 id         → ""
	pKey       = 'k' // k key 0 id           → ""
	pHash      = 'h' // h texthash 0 id      → ""
	pTombstone = 't' // t texthash           → Tombstone JSON
	pBook      = 'b' // b id                 → bookkeeping JSON (served.go)
	pFile      = 'f' // f path               → engine file state (filestate.go)
	pChange    = 'e' // e seq(8)             → id of the item the event changed
	pMeta      = 'm' // m name               → meta value
)

var (
	metaSchema = []byte{pMeta, 's', 'c', 'h', 'e', 'm', 'a'}
	metaSeq    = []byte{pMeta, 's', 'e', 'q'}
)

func itemKey(id string) []byte { return append([]byte{pItem}, id...) }
func bookKey(id string) []byte { return append([]byte{pBook}, id...) }
func tombKey(h string) []byte  { return append([]byte{pTombstone}, h...) }

func changeKey(seq uint64) []byte { return binary.BigEndian.AppendUint64([]byte{pChange}, seq) }

func auditPrefix(id string) []byte {
	b := append([]byte{pAudit}, id...)
	return append(b, 0)
}

func auditKey(id string, seq uint64) []byte {
	return binary.BigEndian.AppendUint64(auditPrefix(id), seq)
}

// indexPrefix is the prefix of every entry of one index value.
func indexPrefix(table byte, value string) []byte {
	b := append([]byte{table}, value...)
	return append(b, 0)
}

func indexKey(table byte, value, id string) []byte {
	return append(indexPrefix(table, value), id...)
}

// indexKeys lists the index entries an item version owns. Writing an item
// replaces its old entries with these.
func indexKeys(it Item) [][]byte {
	keys := [][]byte{
		indexKey(pStatus, string(it.Status), it.ID),
		indexKey(pScope, it.Scope, it.ID),
		indexKey(pHash, it.TextHash, it.ID),
	}
	if it.Source.Path != "" {
		keys = append(keys, indexKey(pSource, it.Source.Path, it.ID))
	}
	if it.Key != "" {
		keys = append(keys, indexKey(pKey, it.Key, it.ID))
	}
	return keys
}

// idFromIndex returns the id segment of an index key.
func idFromIndex(k []byte) string {
	i := strings.LastIndexByte(string(k), 0)
	return string(k[i+1:])
}
