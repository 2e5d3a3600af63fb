package scan

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The labelled lines injection.intent's model is fitted on and the tests
// measure Scan with. They live in non-test code because the fitter
// (internal/intentfit, run by go generate) reads them as the tests do.

// corpusLine is a line of testdata/scanner or testdata/dev: attacks.txt
// holds "<rule id><TAB><text>" lines, benign.txt one memory per line, both
// with the escapes \uXXXX, \UXXXXXXXX, \n, \t and \\ so that invisible
// characters stay visible in review.
type corpusLine struct {
	rule string // expected rule; empty for benign lines
	text string
	line int
}

// readCorpus reads a corpus file; blank lines and # comments are skipped.
func readCorpus(path string, labelled bool) ([]corpusLine, error) {
	var out []corpusLine
	err := eachLine(path, func(n int, b []byte) error {
		line := string(b)
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			return nil
		}
		c := corpusLine{line: n}
		if labelled {
			rule, text, ok := strings.Cut(line, "\t")
			if !ok {
				return errors.New("want <rule>TAB<text>")
			}
			c.rule = rule
			line = text
		}
		var err error
		c.text, err = unescapeCorpus(line)
		out = append(out, c)
		return err
	})
	return out, err
}

// eachLine calls f with each line of the file at path and its number
// (from 1); an error f returns is reported with the file and line.
func eachLine(path string, f func(n int, line []byte) error) error {
	fh, err := os.Open(path)
	if err != nil {
		return err
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if err := f(n, sc.Bytes()); err != nil {
			return fmt.Errorf("%s:%d: %v", path, n, err)
		}
	}
	return sc.Err()
}

// unescapeCorpus decodes \uXXXX, \UXXXXXXXX, \n, \t and \\; any other
// backslash is literal, so Windows paths and regexps need no escaping.
func unescapeCorpus(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch c := s[i+1]; c {
		case 'n':
			b.WriteByte('\n')
			i++
		case 't':
			b.WriteByte('\t')
			i++
		case '\\':
			b.WriteByte('\\')
			i++
		case 'u', 'U':
			n := 4
			if c == 'U' {
				n = 8
			}
			if i+2+n > len(s) {
				return "", fmt.Errorf("short escape at %d", i)
			}
			r, err := strconv.ParseUint(s[i+2:i+2+n], 16, 32)
			if err != nil {
				return "", fmt.Errorf("bad escape %q", s[i:i+2+n])
			}
			b.WriteRune(rune(r))
			i += 1 + n
		default:
			b.WriteByte('\\')
		}
	}
	return b.String(), nil
}

// trainLine is a line of the training sets (testdata/train/*/, each with
// its README): JSONL objects {"id","class","lang","text","note"}, class
// injection, secret, pii or benign, written from issue 18's brief by
// people who never saw the rules.
type trainLine struct {
	ID    string `json:"id"` // the set's directory, a slash, the line's own id
	Class string `json:"class"`
	Lang  string `json:"lang"`
	Text  string `json:"text"`
	Note  string `json:"note"`
	Set   string `json:"-"` // the directory under testdata/train
}

// trainFiles are the files a training set may hold, one class each.
var trainFiles = []string{"injection", "secret", "pii", "benign"}

// readTrain reads every set under dir (testdata/train), in the order of
// their names. A set may lack some classes but not all of them. Ids are
// prefixed with the set's name, since two authors may use the same ones.
func readTrain(dir string) ([]trainLine, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []trainLine
	for _, e := range ents {
		if !e.IsDir() {
			continue
		}
		n := len(out)
		for _, name := range trainFiles {
			path := filepath.Join(dir, e.Name(), name+".jsonl")
			ls, err := readJSONL(path, e.Name())
			if errors.Is(err, os.ErrNotExist) {
				continue
			}
			if err != nil {
				return nil, err
			}
			out = append(out, ls...)
		}
		if len(out) == n {
			return nil, fmt.Errorf("%s: no labelled lines", filepath.Join(dir, e.Name()))
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no training sets", dir)
	}
	return out, nil
}

func readJSONL(path, set string) ([]trainLine, error) {
	var out []trainLine
	err := eachLine(path, func(_ int, b []byte) error {
		if len(bytes.TrimSpace(b)) == 0 {
			return nil
		}
		var l trainLine
		if err := json.Unmarshal(b, &l); err != nil {
			return err
		}
		l.Set = set
		l.ID = set + "/" + l.ID
		out = append(out, l)
		return nil
	})
	return out, err
}

// injectionKind is the class of attack an injection line's note names,
// in the words of the brief's categories: each set's author tagged them
// in their own words ("exfiltration", "exfil", "curl | sh"; "fake
// chat-turn marker", "marker"), so the category whose word comes first
// in the note's head (up to a colon or a semicolon; authors put the main
// one first) is taken. Obfuscation wins wherever the note says it, since
// an obfuscated line's note names its payload too.
func injectionKind(note string) string {
	note = strings.ToLower(note)
	if strings.Contains(note, "obfuscat") {
		return "obfuscation"
	}
	head, _, _ := strings.Cut(note, ":")
	head, _, _ = strings.Cut(head, ";")
	kind, at := "other", len(head)
	for _, k := range injectionKinds {
		for _, w := range k.words {
			if i := strings.Index(head, w); i >= 0 && i < at {
				kind, at = k.name, i
			}
		}
	}
	return kind
}

var injectionKinds = []struct {
	name  string
	words []string
}{
	{"obfuscation", []string{"obf", "zero-width", "zw", "invisible", "base64", "hex", "rot13", "leet", "spaced", "spacing", "full-width", "fullwidth", "half-width", "homoglyph", "bidi", "unicode", "tag char", "reversed", "entit", "math"}},
	{"marker", []string{"marker", "fake", "html", "system", "chat", "turn", "template", "comment", "marqueur", "faux", "falsch", "marcador", "标记", "假", "マーカー", "偽"}},
	{"exfiltration", []string{"exfil", "curl", "wget", "markdown", "rce", "upload", "webhook", "beacon", "channel", "外泄", "持ち出し"}},
	{"target", []string{"target", "sensitive", "ssh", "bashrc", "zshrc", "aws", ".env", "secret", "credential", "prompt", "cible", "ziel", "objetivo", "alvo", "目标", "対象"}},
	{"safeguard", []string{"disabl", "safeguard", "verify", "review", "audit", "garde-fou", "schutz", "salvaguarda", "proteção", "防护", "安全策"}},
	{"secrecy", []string{"secrecy", "decep", "silent", "hide", "geheim", "sigilo", "保密", "秘匿"}},
	{"persona", []string{"persona", "role"}},
	{"override", []string{"override", "trigger", "condition", "poison", "no ", "priority", "condici", "bedingt", "条件", "envenen", "投毒", "汚染"}},
}

// scanNotes returns n benign notes (BenchmarkScanNotes reads them, and
// injection.intent's model is fitted on them as benign) of about 1 KiB each: multi-sentence
// English markdown of the kind a knowledge base holds, made from a fixed
// seed so every run scans the same bytes. The sentences lean on the words
// the detectors care about (user, system, key, token, password, ignore,
// instructions, links) the way ordinary notes use them.
func scanNotes(n int) []string {
	subjects := []string{"The user", "Our team", "The deploy script", "The billing service", "Alice", "The on-call engineer", "The system", "This project", "The API gateway", "The nightly job"}
	verbs := []string{"prefers", "relies on", "was moved to", "now uses", "keeps", "should avoid", "depends on", "was rewritten around", "documents", "reviews"}
	objects := []string{"dark mode in every editor", "the staging cluster in eu-west-1", "Postgres 16 with logical replication", "a weekly release train", "the shared 1Password vault for the API key",
		"short-lived tokens issued by the SSO portal", "the previous version of the config format", "tabs over spaces in Go files", "the system prompt of the support bot", "the instructions in CONTRIBUTING.md"}
	tails := []string{"since the migration in March", "because the old setup kept timing out", "after the incident review", "until the next quarterly planning", "for the retro next week",
		"as agreed with the security team", "when the user asks for a summary", "unless the build is red", "to keep the on-call load low", "so that reviews stay small"}
	extras := []string{
		"See [the runbook](https://wiki.example.com/ops/runbook?section=deploy) for the exact steps.",
		"Run `make test` before pushing; CI ignores lint warnings on draft PRs.",
		"The password policy requires 14 characters and rotation every 90 days.",
		"**Note:** the old token endpoint returns 410 now, so update any scripts that call it.",
		"Meeting notes live in `docs/meetings/2026-03.md`, one file per month.",
		"Do not forget to update the changelog and tag the release.",
		"Previous instructions for the VPN were replaced by the new onboarding guide.",
		"She asked to keep this between the two teams until the announcement.",
	}
	headings := []string{"Deploy", "Billing", "Onboarding", "Preferences", "Open questions"}
	r := rand.New(rand.NewPCG(7, 11))
	pick := func(l []string) string { return l[r.IntN(len(l))] }
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		if r.IntN(3) == 0 {
			fmt.Fprintf(&b, "## %s\n\n", pick(headings))
		}
		for b.Len() < 1024 {
			switch r.IntN(6) {
			case 0:
				b.WriteString(pick(extras))
			case 1:
				fmt.Fprintf(&b, "\n- %s %s %s.\n- %s %s %s.\n", pick(subjects), pick(verbs), pick(objects), pick(subjects), pick(verbs), pick(objects))
				continue
			default:
				fmt.Fprintf(&b, "%s %s %s %s.", pick(subjects), pick(verbs), pick(objects), pick(tails))
			}
			b.WriteByte(' ')
		}
		out[i] = strings.TrimSpace(b.String())
	}
	return out
}
