package journal

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

func TestPairingCodeTypos(t *testing.T) {
	t.Parallel()
	kr := newKeys(t)
	code := kr.Code()
	if strings.ContainsAny(code, " \n") {
		t.Fatalf("code %q is not one line of one word", code)
	}
	plain := strings.ReplaceAll(code, "-", "")

	t.Run("accepted", func(t *testing.T) {
		for _, in := range []string{
			code,
			strings.ToLower(code),
			plain,
			"  " + strings.ReplaceAll(code, "-", " ") + "\n",
			strings.NewReplacer("0", "O", "1", "l").Replace(code), // read aloud, typed back
		} {
			got, err := ParseCode(in)
			if err != nil {
				t.Errorf("ParseCode(%q): %v", in, err)
				continue
			}
			if got.Workspace != kr.Workspace || got.Current != kr.Current {
				t.Errorf("ParseCode(%q) = %v/%v, want %v/%v", in, got.Workspace, got.Current, kr.Workspace, kr.Current)
			}
		}
	})

	tests := []struct {
		name string
		code string
		msg  string
	}{
		{"empty", "", "0 symbols"},
		{"a symbol missing", plain[1:], "missing or extra"},
		{"a symbol extra", plain + "7", "missing or extra"},
		{"not a code character", "U" + plain[1:], `'U' is not a code character (symbol 1)`},
		{"punctuation", plain[:10] + "!" + plain[11:], `'!' is not a code character (symbol 11)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseCode(tc.code)
			if !errors.Is(err, ErrBadCode) || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("ParseCode(%q) = %v, want an error containing %q", tc.code, err, tc.msg)
			}
		})
	}

	// Every single mistyped symbol and every swap of two neighbours is
	// caught, by the checksum or the alphabet.
	t.Run("every substitution and swap", func(t *testing.T) {
		typos := 0
		try := func(typo string) {
			typos++
			if _, err := ParseCode(typo); !errors.Is(err, ErrBadCode) {
				t.Fatalf("typo %q accepted (err %v)", typo, err)
			}
		}
		for i := range plain {
			for _, c := range codeAlphabet {
				if byte(c) != plain[i] {
					try(plain[:i] + string(c) + plain[i+1:])
				}
			}
			if i+1 < len(plain) && plain[i] != plain[i+1] {
				try(plain[:i] + plain[i+1:i+2] + plain[i:i+1] + plain[i+2:])
			}
		}
		if typos < len(plain)*31 {
			t.Errorf("only %d typos tried", typos)
		}
	})
}

func TestSaveKey(t *testing.T) {
	t.Parallel()
	kr := newKeys(t)
	root := t.TempDir()
	synced := filepath.Join(root, "vault")
	journalRoot := filepath.Join(synced, "_memgate")
	link := filepath.Join(root, "link")
	for _, d := range []string{journalRoot} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(synced, link); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		dataDir string
		synced  []string
		refused bool
	}{
		{"own data dir", filepath.Join(root, "data"), []string{journalRoot, synced}, false},
		{"a sibling sharing a prefix", filepath.Join(root, "vault-data"), []string{synced}, false},
		{"inside the journal root", filepath.Join(journalRoot, "keys"), []string{journalRoot}, true},
		{"the journal root itself", journalRoot, []string{journalRoot}, true},
		{"inside the synced folder", filepath.Join(synced, "x", "y"), []string{journalRoot, synced}, true},
		{"through a symlink into it", filepath.Join(link, "data"), []string{synced}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := SaveKey(tc.dataDir, kr, tc.synced...)
			if tc.refused {
				if !errors.Is(err, ErrKeyInSyncedFolder) {
					t.Fatalf("SaveKey = %v, want ErrKeyInSyncedFolder", err)
				}
				if _, err := os.Stat(filepath.Join(tc.dataDir, KeyFile)); err == nil {
					t.Error("the key file was written anyway")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			fi, err := os.Stat(filepath.Join(tc.dataDir, KeyFile))
			if err != nil || fi.Mode().Perm() != 0o600 {
				t.Fatalf("key file: %v, mode %v", err, fi.Mode())
			}
			got, err := LoadKey(tc.dataDir)
			if err != nil || got.Current != kr.Current || got.Workspace != kr.Workspace {
				t.Fatalf("LoadKey = %v, %v", got, err)
			}
			if err := os.Chmod(filepath.Join(tc.dataDir, KeyFile), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := LoadKey(tc.dataDir); err == nil || !strings.Contains(err.Error(), "want 0600") {
				t.Errorf("LoadKey of a 0644 key file = %v, want a refusal", err)
			}
		})
	}
}
