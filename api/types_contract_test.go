package api_test

// The frontend's types (frontend/src/lib/types.ts) are written by hand;
// this test keeps them from drifting from what the server sends. It checks
// them three ways:
//
//   - against the Go structs the server encodes (servedTypes): every JSON
//     field name both ways, omitempty fields optional in TypeScript,
//     nullable fields (pointers, slices, maps) typed "| null", and each
//     field's kind (string, number, boolean, array, record, interface);
//   - against live answers of a real server (liveChecks), for the answers
//     built from maps and for every value, so a literal union such as
//     Status must hold the values the server really sends;
//   - its string sets (Status, Privacy, EVENT_TYPES, ...) against the Go
//     constants they list (goEnums), read from the Go source.
//
// When a struct moves or is renamed, change its row in servedTypes; when
// the server sends a new field, the failure names the interface and the
// field to add to types.ts.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/api"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// typesTS is the frontend's hand-written copy of the API's shapes.
var typesTS = filepath.Join("..", "frontend", "src", "lib", "types.ts")

// servedTypes pairs each TypeScript interface with the Go struct the
// server encodes for it. Every struct reachable from these must have a row.
var servedTypes = []struct {
	ts     string
	goType reflect.Type
}{
	{"Item", reflect.TypeFor[store.Item]()},
	{"Source", reflect.TypeFor[store.Source]()},
	{"Flag", reflect.TypeFor[store.Flag]()},
	{"AuditEvent", reflect.TypeFor[store.Event]()},
	{"ContextItem", reflect.TypeFor[wire.ContextItem]()},
	{"ContextJSON", reflect.TypeFor[wire.ContextJSON]()},
	{"LiveEvent", reflect.TypeFor[wire.Event]()},
	{"BatchResult", reflect.TypeFor[wire.BatchResult]()},
	{"Devices", reflect.TypeFor[wire.Devices]()},
	{"Device", reflect.TypeFor[wire.Device]()},
	{"SourceDevices", reflect.TypeFor[wire.SourceDevices]()},
	{"SourceInfo", reflect.TypeFor[wire.SourceStatus]()},
	{"SourceList", reflect.TypeFor[api.SourcesRequest]()},
	{"Candidate", reflect.TypeFor[wire.Candidate]()},
	{"TokenInfo", reflect.TypeFor[api.TokenInfo]()},
	{"AutostartSetting", reflect.TypeFor[api.AutostartSetting]()},
}

// neverNull are the slice fields the server always fills (so types.ts
// need not say "| null"), each with where that is guaranteed.
var neverNull = map[string]string{
	"ContextJSON.items": "api/context.go makes the slice",
}

func TestTypesTSMatchesGoStructs(t *testing.T) {
	t.Parallel()
	ts := parseTypesTS(t)
	byGo := map[reflect.Type]string{}
	for _, row := range servedTypes {
		byGo[row.goType] = row.ts
	}
	for _, row := range servedTypes {
		iface, ok := ts.ifaces[row.ts]
		if !ok {
			t.Errorf("types.ts has no interface %s (the server sends %v)", row.ts, row.goType)
			continue
		}
		for _, e := range checkStruct(ts, byGo, row.goType, iface) {
			t.Error(e)
		}
	}
}

// liveChecks are the requests whose answers the UI reads, with the
// interface each answer must fit.
var liveChecks = []struct {
	ts, method, path string
	body             any
	code             int
}{
	{"Session", "GET", "/v1/session", nil, 200},
	{"NewToken", "POST", "/v1/tokens", map[string]any{"name": "contract", "role": "agent", "scopes": []string{"work"}}, 201},
	{"TokenList", "GET", "/v1/tokens", nil, 200},
	{"ItemPage", "GET", "/v1/items?limit=1000", nil, 200},
	{"Item", "GET", "/v1/items/{id}", nil, 200},
	{"AuditList", "GET", "/v1/items/{id}/audit", nil, 200},
	{"ContextJSON", "GET", "/v1/context?format=json", nil, 200},
	{"Stats", "GET", "/v1/stats", nil, 200},
	{"SourceList", "GET", "/v1/sources", nil, 200},
	{"CandidateList", "GET", "/v1/sources/discover", nil, 200},
	{"AutostartSetting", "GET", "/v1/settings/autostart", nil, 200},
}

func TestTypesTSMatchesLiveAnswers(t *testing.T) {
	t.Parallel()
	ts := parseTypesTS(t)
	s := newServer(t, map[string]string{
		"MEMORY.md":         "# Memory\n\n- Prefers tabs over spaces\n- Deploys on Fridays never\n- Staging key AKIAIOSFODNN7EXAMPLE\n",
		"kb/conventions.md": "# Conventions\n\n- Every package has a doc.go\n",
	})
	// The event stream first, so the changes below show on it.
	events := openEvents(t, s)
	id := s.propose("Reviews happen before noon", "work")
	s.must(200, s.req("POST", "/v1/items/"+id+"/correct", s.admin, map[string]any{"text": "Reviews happen before lunch"}))

	for _, c := range liveChecks {
		path := strings.ReplaceAll(c.path, "{id}", id)
		r := s.must(c.code, s.req(c.method, path, s.admin, c.body))
		var v any
		r.json(t, &v)
		// One message per field, not one per element of a list.
		seen := map[string]bool{}
		for _, e := range checkJSON(ts, v, tsRef(c.ts), c.ts) {
			if e = reIndex.ReplaceAllString(e, "[]"); !seen[e] {
				seen[e] = true
				t.Errorf("%s %s: %s", c.method, c.path, e)
			}
		}
	}
	// The answers held what the checks need to see: the file entries and
	// the proposal, one of them with a scanner finding.
	var page struct {
		Items []struct{ Flags []json.RawMessage }
	}
	s.must(200, s.req("GET", "/v1/items", s.admin, nil)).json(t, &page)
	flagged := 0
	for _, it := range page.Items {
		flagged += len(it.Flags)
	}
	if len(page.Items) < 5 || flagged == 0 {
		t.Fatalf("the live check saw %d items and %d findings, want at least 5 and 1", len(page.Items), flagged)
	}

	seen := 0
	for seen < 2 {
		var ev sse
		select {
		case ev = <-events:
		case <-time.After(20 * time.Second):
			t.Fatalf("the event stream gave %d events in 20s, want 2", seen)
		}
		var v any
		if err := json.Unmarshal([]byte(ev.data), &v); err != nil {
			t.Fatalf("event %s: %v", ev.data, err)
		}
		for _, e := range checkJSON(ts, v, tsRef("LiveEvent"), "LiveEvent") {
			t.Errorf("event %s: %s", ev.name, e)
		}
		if m, _ := v.(map[string]any); m["type"] != ev.name {
			t.Errorf("event %q carries type %v", ev.name, m["type"])
		}
		seen++
	}

	// Every interface in types.ts is checked one way or the other: it is
	// a root here or reachable from one.
	var roots []string
	for _, row := range servedTypes {
		roots = append(roots, row.ts)
	}
	for _, c := range liveChecks {
		roots = append(roots, c.ts)
	}
	checked := ts.reachable(roots)
	for name, in := range ts.ifaces {
		if !checked[name] {
			t.Errorf("types.ts:%d: interface %s is checked against nothing: add it to servedTypes or liveChecks in api/types_contract_test.go", in.line, name)
		}
	}
}

// goEnums pairs the string sets in types.ts (literal unions and const
// arrays) with the Go constants they list, found in the Go package's
// source: a constant of the given type, or named with the given prefix.
var goEnums = []struct{ ts, dir, typ, prefix string }{
	{ts: "Status", dir: "../mem", typ: "Status"},
	{ts: "STATUSES", dir: "../mem", typ: "Status"},
	{ts: "Privacy", dir: "../mem", typ: "Privacy"},
	{ts: "PRIVACIES", dir: "../mem", typ: "Privacy"},
	{ts: "EVENT_TYPES", dir: "../app", prefix: "Event"},
}

func TestTypesTSEnumsMatchGo(t *testing.T) {
	t.Parallel()
	ts := parseTypesTS(t)
	for _, e := range goEnums {
		want, err := goStringConsts(e.dir, e.typ, e.prefix)
		if err != nil {
			t.Fatal(err)
		}
		if len(want) == 0 {
			t.Errorf("%s: no string constants of type %q or prefix %q", e.dir, e.typ, e.prefix)
		}
		var got []string
		if vals, ok := ts.consts[e.ts]; ok {
			got = vals
		} else if alias, ok := ts.aliases[e.ts]; ok {
			for _, m := range ts.members(alias) {
				if m.kind != "lit" {
					t.Errorf("types.ts: %s is a union of literals, not %s", e.ts, m)
				}
				got = append(got, m.name)
			}
		} else {
			t.Errorf("types.ts has no %s", e.ts)
			continue
		}
		sort.Strings(got)
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("types.ts: %s is %q; the server's constants in %s are %q", e.ts, got, e.dir, want)
		}
	}
}

// goStringConsts lists the string constants of a package's non-test
// source that have type typ (typ != "") or a name starting with prefix.
func goStringConsts(dir, typ, prefix string) ([]string, error) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				styp := ""
				if id, ok := vs.Type.(*ast.Ident); ok {
					styp = id.Name
				}
				for i, n := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					if typ != "" && styp != typ || prefix != "" && !strings.HasPrefix(n.Name, prefix) {
						continue
					}
					v, err := strconv.Unquote(lit.Value)
					if err != nil {
						return nil, fmt.Errorf("%s: %v", fset.Position(lit.Pos()), err)
					}
					out = append(out, v)
				}
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// The checker itself, on small made-up shapes: each drift it must catch.
type demoInner struct {
	A string `json:"a"`
}

type demoBase struct {
	Kind string `json:"kind"`
}

type demo struct {
	demoBase
	ID   string           `json:"id"`
	N    int              `json:"n,omitempty"`
	At   *time.Time       `json:"at"`
	Tags []string         `json:"tags"`
	In   demoInner        `json:"in"`
	M    map[string]int64 `json:"m"`
	Raw  json.RawMessage  `json:"raw"`
	skip int
	Hid  string `json:"-"`
}

func TestContractCheckerCatchesDrift(t *testing.T) {
	t.Parallel()
	const good = `export type Kind = 'a' | 'b';
export interface Inner {
  a: string;
}
export interface Demo {
  /** comment */
  kind: Kind;
  id: string;
  n?: number;
  at: string | null;
  tags: string[] | null;
  in: Inner;
  m: Record<string, number> | null;
  raw: unknown;
}`
	byGo := map[reflect.Type]string{reflect.TypeFor[demo](): "Demo", reflect.TypeFor[demoInner](): "Inner"}
	for _, c := range []struct{ name, from, to, want string }{
		{"in step", "", "", ""},
		{"a field the server sends is missing", "  n?: number;\n", "", `lacks "n"`},
		{"a field the server does not send", "  id: string;", "  id: string;\n  ghost: string;", "Demo.ghost is not sent"},
		{"an omitempty field is required", "n?: number", "n: number", "must be optional"},
		{"a pointer without null", "at: string | null", "at: string", "add | null"},
		{"a map without null", "m: Record<string, number> | null", "m: Record<string, number>", "add | null"},
		{"the wrong kind", "id: string", "id: number", "string is sent, types.ts says number"},
		{"the wrong element kind", "tags: string[] | null", "tags: number[] | null", "string is sent, types.ts says number"},
		{"the wrong interface", "in: Inner", "in: Demo", "so the type is Inner"},
		{"any JSON typed narrowly", "raw: unknown", "raw: string", "type it unknown"},
		{"an embedded field missing", "  kind: Kind;\n", "", `lacks "kind"`},
		{"a line the parser cannot read", "  id: string;", "  id: string; // trailing", "parse"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(good, c.from, c.to, 1)
			if src == good && c.from != "" {
				t.Fatalf("%q is not in the source", c.from)
			}
			var errs []string
			if f, err := parseTS(src); err != nil {
				errs = []string{"parse: " + err.Error()}
			} else {
				errs = checkStruct(f, byGo, reflect.TypeFor[demo](), f.ifaces["Demo"])
			}
			got := strings.Join(errs, "\n")
			if c.want == "" && got != "" || !strings.Contains(got, c.want) {
				t.Errorf("errors:\n%s\nwant one with %q", got, c.want)
			}
		})
	}

	f, err := parseTS(good)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, json, want string }{
		{"in step", `{"kind":"a","id":"x","at":null,"tags":["t"],"in":{"a":"y"},"m":{"r":2},"raw":[1]}`, ""},
		{"a literal the union lacks", `{"kind":"c","id":"x","at":null,"tags":null,"in":{"a":"y"},"m":null,"raw":1}`, `sent "c"`},
		{"an undeclared key", `{"kind":"a","id":"x","at":null,"tags":null,"in":{"a":"y","b":1},"m":null,"raw":1}`, `Inner lacks "b"`},
		{"a required field absent", `{"kind":"a","at":null,"tags":null,"in":{"a":"y"},"m":null,"raw":1}`, "Demo.id is required"},
		{"null where none is declared", `{"kind":"a","id":null,"at":null,"tags":null,"in":{"a":"y"},"m":null,"raw":1}`, "sent null"},
		{"a record value of the wrong kind", `{"kind":"a","id":"x","at":null,"tags":null,"in":{"a":"y"},"m":{"r":"2"},"raw":1}`, `sent "2"`},
	} {
		var v any
		if err := json.Unmarshal([]byte(c.json), &v); err != nil {
			t.Fatal(err)
		}
		got := strings.Join(checkJSON(f, v, tsRef("Demo"), "Demo"), "\n")
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("%s: errors:\n%s\nwant one with %q", c.name, got, c.want)
		}
	}
}

type sse struct{ name, data string }

// openEvents reads /v1/events until the test ends.
func openEvents(t *testing.T, s *server) <-chan sse {
	t.Helper()
	req, err := http.NewRequest("GET", s.base+"/v1/events", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+s.admin)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 200 {
		t.Fatalf("events: status %d", res.StatusCode)
	}
	out := make(chan sse, 256)
	go func() {
		defer close(out)
		sc := bufio.NewScanner(res.Body)
		var ev sse
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				ev.name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				ev.data = strings.TrimPrefix(line, "data: ")
			case line == "" && ev.data != "":
				select {
				case out <- ev:
				default: // the test has what it needs
				}
				ev = sse{}
			}
		}
	}()
	t.Cleanup(func() { res.Body.Close() })
	return out
}

// A parsed types.ts: interfaces and type aliases.
type tsFile struct {
	ifaces  map[string]*tsIface
	aliases map[string]*tsType
	consts  map[string][]string // arrays of string literals
}

type tsIface struct {
	name    string
	line    int
	extends []string
	fields  map[string]*tsField
}

type tsField struct {
	name     string
	optional bool
	typ      *tsType
	line     int
}

// tsType is a TypeScript type expression, as far as types.ts uses them.
type tsType struct {
	kind  string // prim, lit, ref, array, record, union
	name  string // prim: string, number, boolean, null, undefined, unknown; lit: the value; ref: the name
	elem  *tsType
	union []*tsType
}

func tsRef(name string) *tsType { return &tsType{kind: "ref", name: name} }

func (t *tsType) String() string {
	switch t.kind {
	case "lit":
		return "'" + t.name + "'"
	case "array":
		return t.elem.String() + "[]"
	case "record":
		return "Record<string, " + t.elem.String() + ">"
	case "union":
		var s []string
		for _, u := range t.union {
			s = append(s, u.String())
		}
		return strings.Join(s, " | ")
	}
	return t.name
}

var (
	reIface = regexp.MustCompile(`^export interface (\w+)(?: extends ([\w, ]+))? \{$`)
	reAlias = regexp.MustCompile(`^export type (\w+) = (.+);$`)
	reField = regexp.MustCompile(`^(\w+)(\??): (.+);$`)
	reIndex = regexp.MustCompile(`\[\d+\]`)
	reConst = regexp.MustCompile(`^export const (\w+)(?:: \w+\[\])? = \[(.*)\](?: as const)?;$`)
)

// parseTypesTS reads types.ts line by line. The file keeps to a plain
// layout (one field a line); a line this parser does not know fails the
// test, so nothing in it goes unchecked.
func parseTypesTS(t *testing.T) *tsFile {
	t.Helper()
	b, err := os.ReadFile(typesTS)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parseTS(string(b))
	if err != nil {
		t.Fatalf("types.ts:%v", err)
	}
	return f
}

// parseTS parses TypeScript source in types.ts's layout; an error starts
// with the line number.
func parseTS(src string) (*tsFile, error) {
	f := &tsFile{ifaces: map[string]*tsIface{}, aliases: map[string]*tsType{}, consts: map[string][]string{}}
	var cur *tsIface
	inComment := false
	for i, raw := range strings.Split(src, "\n") {
		n := i + 1
		line := strings.TrimSpace(raw)
		if inComment {
			inComment = !strings.Contains(line, "*/")
			continue
		}
		if strings.HasPrefix(line, "/*") {
			inComment = !strings.Contains(line, "*/")
			continue
		}
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		fail := func(err error) error { return fmt.Errorf("%d: %v: %q", n, err, line) }
		if cur != nil {
			if line == "}" {
				cur = nil
				continue
			}
			m := reField.FindStringSubmatch(line)
			if m == nil {
				return nil, fail(fmt.Errorf("not a field the contract test can read (one `name?: type;` a line)"))
			}
			typ, err := parseTSType(m[3])
			if err != nil {
				return nil, fail(err)
			}
			cur.fields[m[1]] = &tsField{name: m[1], optional: m[2] == "?", typ: typ, line: n}
			continue
		}
		if m := reIface.FindStringSubmatch(line); m != nil {
			cur = &tsIface{name: m[1], line: n, fields: map[string]*tsField{}}
			for _, e := range strings.Split(m[2], ",") {
				if e = strings.TrimSpace(e); e != "" {
					cur.extends = append(cur.extends, e)
				}
			}
			f.ifaces[cur.name] = cur
			continue
		}
		if m := reAlias.FindStringSubmatch(line); m != nil {
			typ, err := parseTSType(m[2])
			if err != nil {
				return nil, fail(err)
			}
			f.aliases[m[1]] = typ
			continue
		}
		if m := reConst.FindStringSubmatch(line); m != nil {
			var vals []string
			for _, v := range strings.Split(m[2], ",") {
				v = strings.TrimSpace(v)
				if len(v) < 2 || v[0] != '\'' || v[len(v)-1] != '\'' {
					return nil, fail(fmt.Errorf("an exported const is an array of 'string' literals"))
				}
				vals = append(vals, v[1:len(v)-1])
			}
			f.consts[m[1]] = vals
			continue
		}
		return nil, fail(fmt.Errorf("not an interface, type alias or const the contract test can read"))
	}
	if cur != nil {
		return nil, fmt.Errorf("%d: interface %s is not closed", cur.line, cur.name)
	}
	// Fold inherited fields in.
	var fold func(in *tsIface, depth int) error
	fold = func(in *tsIface, depth int) error {
		for _, base := range in.extends {
			b, ok := f.ifaces[base]
			if !ok || depth > 8 {
				return fmt.Errorf("%d: %s extends unknown %s", in.line, in.name, base)
			}
			if err := fold(b, depth+1); err != nil {
				return err
			}
			for k, v := range b.fields {
				if _, own := in.fields[k]; !own {
					in.fields[k] = v
				}
			}
		}
		in.extends = nil
		return nil
	}
	for _, in := range f.ifaces {
		if err := fold(in, 0); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// parseTSType parses a union of: string | number | boolean | null |
// undefined | unknown | 'literal' | Name | Record<string, T> | T[] | (T).
func parseTSType(s string) (*tsType, error) {
	p := &tsParser{s: s}
	t, err := p.union()
	if err != nil {
		return nil, err
	}
	if p.skip(); p.i != len(p.s) {
		return nil, fmt.Errorf("unexpected %q in type %q", p.s[p.i:], s)
	}
	return t, nil
}

type tsParser struct {
	s string
	i int
}

func (p *tsParser) skip() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *tsParser) eat(tok string) bool {
	p.skip()
	if strings.HasPrefix(p.s[p.i:], tok) {
		p.i += len(tok)
		return true
	}
	return false
}

func (p *tsParser) union() (*tsType, error) {
	var us []*tsType
	for {
		t, err := p.postfix()
		if err != nil {
			return nil, err
		}
		us = append(us, t)
		if !p.eat("|") {
			break
		}
	}
	if len(us) == 1 {
		return us[0], nil
	}
	return &tsType{kind: "union", union: us}, nil
}

func (p *tsParser) postfix() (*tsType, error) {
	t, err := p.primary()
	if err != nil {
		return nil, err
	}
	for p.eat("[]") {
		t = &tsType{kind: "array", elem: t}
	}
	return t, nil
}

func (p *tsParser) primary() (*tsType, error) {
	p.skip()
	switch {
	case p.eat("("):
		t, err := p.union()
		if err != nil {
			return nil, err
		}
		if !p.eat(")") {
			return nil, fmt.Errorf("missing ) in %q", p.s)
		}
		return t, nil
	case p.eat("'"):
		end := strings.IndexByte(p.s[p.i:], '\'')
		if end < 0 {
			return nil, fmt.Errorf("unterminated literal in %q", p.s)
		}
		lit := p.s[p.i : p.i+end]
		p.i += end + 1
		return &tsType{kind: "lit", name: lit}, nil
	case p.eat("Record<string,"):
		el, err := p.union()
		if err != nil {
			return nil, err
		}
		if !p.eat(">") {
			return nil, fmt.Errorf("missing > in %q", p.s)
		}
		return &tsType{kind: "record", elem: el}, nil
	}
	start := p.i
	for p.i < len(p.s) && (p.s[p.i] == '_' || p.s[p.i] >= 'a' && p.s[p.i] <= 'z' || p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' || p.s[p.i] >= '0' && p.s[p.i] <= '9') {
		p.i++
	}
	name := p.s[start:p.i]
	switch name {
	case "":
		return nil, fmt.Errorf("expected a type at %q", p.s[start:])
	case "string", "number", "boolean", "null", "undefined", "unknown":
		return &tsType{kind: "prim", name: name}, nil
	}
	return tsRef(name), nil
}

// reachable lists the interfaces the roots name, directly or through
// their fields.
func (f *tsFile) reachable(roots []string) map[string]bool {
	seen := map[string]bool{}
	var walk func(t *tsType)
	walk = func(t *tsType) {
		for _, m := range f.members(t) {
			switch m.kind {
			case "array", "record":
				walk(m.elem)
			case "ref":
				in, ok := f.ifaces[m.name]
				if !ok || seen[m.name] {
					continue
				}
				seen[m.name] = true
				for _, fl := range in.fields {
					walk(fl.typ)
				}
			}
		}
	}
	for _, r := range roots {
		walk(tsRef(r))
	}
	return seen
}

// resolve follows aliases.
func (f *tsFile) resolve(t *tsType) *tsType {
	for i := 0; t.kind == "ref" && i < 8; i++ {
		a, ok := f.aliases[t.name]
		if !ok {
			break
		}
		t = a
	}
	return t
}

// members lists a type's union members (aliases resolved, flattened).
func (f *tsFile) members(t *tsType) []*tsType {
	t = f.resolve(t)
	if t.kind != "union" {
		return []*tsType{t}
	}
	var out []*tsType
	for _, u := range t.union {
		out = append(out, f.members(u)...)
	}
	return out
}

func (f *tsFile) allows(t *tsType, prim string) bool {
	for _, m := range f.members(t) {
		if m.kind == "prim" && (m.name == prim || m.name == "unknown") {
			return true
		}
	}
	return false
}

// goField is one JSON field of a Go struct.
type goField struct {
	name      string
	typ       reflect.Type
	omitempty bool
	owner     reflect.Type
}

// jsonFields lists the fields encoding/json writes for t, embedded
// structs' fields promoted.
func jsonFields(t reflect.Type) []goField {
	var out []goField
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if sf.Anonymous && name == "" && sf.Type.Kind() == reflect.Struct {
			out = append(out, jsonFields(sf.Type)...)
			continue
		}
		if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		omit := strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")
		out = append(out, goField{name: name, typ: sf.Type, omitempty: omit, owner: t})
	}
	return out
}

var (
	timeType = reflect.TypeFor[time.Time]()
	rawType  = reflect.TypeFor[json.RawMessage]()
)

// checkStruct compares one Go struct with its interface.
func checkStruct(f *tsFile, byGo map[reflect.Type]string, gt reflect.Type, in *tsIface) []string {
	var errs []string
	seen := map[string]bool{}
	for _, gf := range jsonFields(gt) {
		seen[gf.name] = true
		where := fmt.Sprintf("%s.%s (%v field %q)", in.name, gf.name, gt, gf.name)
		tf, ok := in.fields[gf.name]
		if !ok {
			errs = append(errs, fmt.Sprintf("types.ts:%d: interface %s lacks %q, which the server sends (%v)", in.line, in.name, gf.name, gt))
			continue
		}
		at := fmt.Sprintf("types.ts:%d: %s", tf.line, where)
		if gf.omitempty && !tf.optional {
			errs = append(errs, at+": the server omits it when empty, so it must be optional (?:)")
		}
		_, filled := neverNull[in.name+"."+gf.name]
		errs = append(errs, checkGoType(f, byGo, gf.typ, tf.typ, gf.omitempty || filled, at)...)
	}
	for name, tf := range in.fields {
		if !seen[name] {
			errs = append(errs, fmt.Sprintf("types.ts:%d: %s.%s is not sent by the server (%v has no such JSON field)", tf.line, in.name, name, gt))
		}
	}
	sort.Strings(errs)
	return errs
}

// checkGoType checks that every value of Go type gt encodes to something
// TypeScript type tt admits.
func checkGoType(f *tsFile, byGo map[reflect.Type]string, gt reflect.Type, tt *tsType, omitempty bool, at string) []string {
	if gt == rawType || gt.Kind() == reflect.Interface {
		if !f.allows(tt, "unknown") {
			return []string{fmt.Sprintf("%s: the server sends any JSON here (%v); type it unknown", at, gt)}
		}
		return nil
	}
	nullable := gt.Kind() == reflect.Pointer || gt.Kind() == reflect.Slice || gt.Kind() == reflect.Map
	if nullable && !omitempty && !f.allows(tt, "null") {
		return []string{fmt.Sprintf("%s: the server may send null (%v); add | null", at, gt)}
	}
	if gt.Kind() == reflect.Pointer {
		gt = gt.Elem()
	}
	var errs []string
	for _, m := range f.members(tt) {
		if m.kind == "prim" && (m.name == "null" || m.name == "undefined") {
			continue
		}
		if m.kind == "prim" && m.name == "unknown" {
			return nil
		}
		e := goMatches(f, byGo, gt, m, at)
		if e == nil {
			return nil
		}
		errs = append(errs, e...)
	}
	if len(errs) == 0 {
		errs = []string{fmt.Sprintf("%s: type %s admits no value of %v", at, tt, gt)}
	}
	return errs
}

// goMatches checks gt against one union member m.
func goMatches(f *tsFile, byGo map[reflect.Type]string, gt reflect.Type, m *tsType, at string) []string {
	bad := []string{fmt.Sprintf("%s: %v is sent, types.ts says %s", at, gt, m)}
	switch {
	case gt == timeType:
		if m.kind == "prim" && m.name == "string" {
			return nil
		}
		return bad
	case gt.Kind() == reflect.String:
		if m.kind == "lit" || m.kind == "prim" && m.name == "string" {
			return nil
		}
		return bad
	case gt.Kind() == reflect.Bool:
		if m.kind == "prim" && m.name == "boolean" {
			return nil
		}
		return bad
	case gt.Kind() >= reflect.Int && gt.Kind() <= reflect.Float64:
		if m.kind == "prim" && m.name == "number" {
			return nil
		}
		return bad
	case gt.Kind() == reflect.Slice:
		if m.kind != "array" {
			return bad
		}
		return checkGoType(f, byGo, gt.Elem(), m.elem, false, at+"[]")
	case gt.Kind() == reflect.Map:
		if m.kind != "record" || gt.Key().Kind() != reflect.String {
			return bad
		}
		return checkGoType(f, byGo, gt.Elem(), m.elem, false, at+"[key]")
	case gt.Kind() == reflect.Struct:
		want, ok := byGo[gt]
		if !ok {
			return []string{fmt.Sprintf("%s: the server sends struct %v, which servedTypes pairs with no interface", at, gt)}
		}
		if m.kind != "ref" || m.name != want {
			return []string{fmt.Sprintf("%s: %v is sent, so the type is %s, not %s", at, gt, want, m)}
		}
		return nil
	}
	return []string{fmt.Sprintf("%s: the contract test does not know Go type %v", at, gt)}
}

// checkJSON checks a decoded JSON value against a TypeScript type: every
// key declared, every required field present, every value of its type.
func checkJSON(f *tsFile, v any, tt *tsType, at string) []string {
	var first []string
	for _, m := range f.members(tt) {
		errs := jsonMatches(f, v, m, at)
		if errs == nil {
			return nil
		}
		if first == nil {
			first = errs
		}
	}
	return first
}

func jsonMatches(f *tsFile, v any, m *tsType, at string) []string {
	if m.kind == "prim" && m.name == "unknown" {
		return nil
	}
	bad := []string{fmt.Sprintf("%s: the server sent %s, types.ts says %s", at, short(v), m)}
	switch v := v.(type) {
	case nil:
		if m.kind == "prim" && m.name == "null" {
			return nil
		}
		return bad
	case string:
		if m.kind == "prim" && m.name == "string" || m.kind == "lit" && m.name == v {
			return nil
		}
		return bad
	case float64:
		if m.kind == "prim" && m.name == "number" {
			return nil
		}
		return bad
	case bool:
		if m.kind == "prim" && m.name == "boolean" {
			return nil
		}
		return bad
	case []any:
		if m.kind != "array" {
			return bad
		}
		var errs []string
		for i, e := range v {
			errs = append(errs, checkJSON(f, e, m.elem, fmt.Sprintf("%s[%d]", at, i))...)
		}
		return errs
	case map[string]any:
		switch m.kind {
		case "record":
			var errs []string
			for k, e := range v {
				errs = append(errs, checkJSON(f, e, m.elem, at+"."+k)...)
			}
			return errs
		case "ref":
			in, ok := f.ifaces[m.name]
			if !ok {
				return []string{fmt.Sprintf("%s: types.ts has no interface %s", at, m.name)}
			}
			var errs []string
			for k, e := range v {
				tf, ok := in.fields[k]
				if !ok {
					errs = append(errs, fmt.Sprintf("types.ts:%d: interface %s lacks %q, which the server sends (at %s)", in.line, in.name, k, at))
					continue
				}
				errs = append(errs, checkJSON(f, e, tf.typ, at+"."+k)...)
			}
			for k, tf := range in.fields {
				if _, ok := v[k]; !ok && !tf.optional {
					errs = append(errs, fmt.Sprintf("types.ts:%d: %s.%s is required but the server did not send it (at %s)", tf.line, in.name, k, at))
				}
			}
			sort.Strings(errs)
			return errs
		}
		return bad
	}
	return bad
}

func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 60 {
		return string(b[:60]) + "…"
	}
	return string(b)
}
