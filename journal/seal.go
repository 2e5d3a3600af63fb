package journal

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"

	"golang.org/x/crypto/chacha20poly1305"
)

// A sealed line is
//
//	j1.<key id>.<seq>.<base64url(nonce || XChaCha20-Poly1305 ciphertext)>\n
//
// The key id and seq are in the clear so a reader can pick the key and
// check the order before opening; both are bound by the associated data,
// which also names the file's device and kind (log or snap). A line copied
// into another device's file, or from a log into a snapshot, therefore
// does not open. Nonces are random: XChaCha's 192-bit nonce makes that safe
// for any number of lines under one key.
const lineVersion = "j1"

// File kinds, bound into every line's associated data.
const (
	kindLog  = "log"
	kindSnap = "snap"
)

// Line errors. Every rejected line wraps one of them.
var (
	ErrNotJournal = errors.New("not a journal line")
	ErrUnsealed   = errors.New("seal does not open: forged, damaged, moved from another file, or sealed under a key this device lacks")
)

func keyID(k Key) string {
	sum := sha256.Sum256(append([]byte("memgate journal key id\x00"), k[:]...))
	return hex.EncodeToString(sum[:4])
}

func assocData(kind, device string, seq uint64) []byte {
	return fmt.Appendf(nil, "memgate-journal-%s\x00%s\x00%s\x00%d", lineVersion, kind, device, seq)
}

func seal(k Key, kind, device string, seq uint64, plain []byte) []byte {
	aead, err := chacha20poly1305.NewX(k[:])
	if err != nil {
		panic(err) // only a wrong key length, and Key is fixed-size
	}
	nonce := make([]byte, aead.NonceSize(), aead.NonceSize()+len(plain)+aead.Overhead())
	rand.Read(nonce) // never fails since Go 1.24
	ct := aead.Seal(nonce, nonce, plain, assocData(kind, device, seq))
	return fmt.Appendf(nil, "%s.%s.%d.%s\n", lineVersion, keyID(k), seq, base64.RawURLEncoding.EncodeToString(ct))
}

// openLine opens one line (without its newline) of device's file of the
// given kind, trying every key in the ring with the line's key id.
func openLine(keys *Keyring, kind, device string, line []byte) (uint64, []byte, error) {
	parts := bytes.Split(line, []byte("."))
	if len(parts) != 4 || string(parts[0]) != lineVersion {
		return 0, nil, ErrNotJournal
	}
	seq, err := strconv.ParseUint(string(parts[2]), 10, 64)
	if err != nil || seq == 0 || strconv.FormatUint(seq, 10) != string(parts[2]) {
		return 0, nil, fmt.Errorf("%w: bad seq %.20q", ErrNotJournal, parts[2])
	}
	ct, err := base64.RawURLEncoding.DecodeString(string(parts[3]))
	if err != nil || len(ct) < chacha20poly1305.NonceSizeX+chacha20poly1305.Overhead {
		return 0, nil, fmt.Errorf("%w: bad payload", ErrNotJournal)
	}
	ad := assocData(kind, device, seq)
	for _, k := range keys.all() {
		if keyID(k) != string(parts[1]) {
			continue
		}
		aead, _ := chacha20poly1305.NewX(k[:])
		n := chacha20poly1305.NonceSizeX
		if plain, err := aead.Open(nil, ct[:n], ct[n:], ad); err == nil {
			return seq, plain, nil
		}
	}
	return seq, nil, fmt.Errorf("%w (key %.8s)", ErrUnsealed, parts[1])
}
