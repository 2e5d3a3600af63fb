// Package scan is the first gate in front of what an agent will read:
// plain text in, findings out.
//
// Scan looks at one text (an entry without its own marker, or any other
// region an agent reads) for three things. Secrets (gitleaks' ~220
// provider rules, gitleaks.go, beside memgate's own: cloud and API key
// shapes, private key blocks, JWTs, password assignments, passwords and
// PINs stated in prose in seven languages, connection strings) make the
// memory privacy `secret`. Personal data that grants no access (Luhn-valid
// card numbers, US SSNs, UK NI numbers, mod-97-valid IBANs, phone
// numbers, international or in a country's own grouping, and national
// identity numbers whose check holds: the French NIR, the Spanish DNI and
// NIE, the Chinese resident identity number, the Japanese My Number when
// named; personal.go) makes it `sensitive`. Prompt injection holds it
// for review: phrase rules (override wording, role and turn markers,
// persistence, exfiltrating links, imitations of memgate's markers,
// invisible characters, base64 payloads) and injection.intent (intent.go),
// which scores the features of an instruction aimed at the agent in
// English, French, German, Spanish, Portuguese, Chinese and Japanese, so
// that paraphrases the phrase rules never saw are caught. The policy
// belongs to the engine; Scan only reports findings with a rule id, a
// class and the byte span they cover in the text it was given.
//
// injection.intent fires on a window (a sentence with the next) when one
// logistic model scores it at least 0: a linear function of the intent
// features, six more (trigger, harmful act, deceiving the user, claimed
// authority, writing into memory, running code; intent_lex.go), their
// pairs and the hand-set rule tuned on testdata/dev (intentScore) as one
// more input (intent_model.go, intent_weights.go), plus a text model
// (intent_text.go): hashed character 2-4-grams (1-grams beyond ASCII, so
// CJK characters count alone and their bigrams are the 2-grams), words
// and word pairs, 2^18 int8 buckets deflated into intent_text.bin (156
// kB), scored with one rolling hash over the view's bytes and the pooled
// scanText's buffers. It is fitted (L2 penalty, full-batch AdaGrad;
// intent_fit.go) on every set under testdata/train, testdata/dev,
// testdata/scanner and BenchmarkScanNotes' notes (the last three's
// benign lines weigh 3, as hard negatives); the bias is set so that at
// most 1.1% of the training sets' benign lines fire when held out by
// whole sets (5 inner folds of authors, so the threshold meets a new
// author's benign lines, as a blind set does) and at most 0.3% of the
// other sets' benign lines. `go generate ./scan` regenerates both files
// (internal/intentfit), and `go run -tags intentfit
// ./scan/internal/intentfit -dir scan -cv` with its flags prints the
// cross-validated figures of other settings.
//
// Its figures on the sets it is fitted on flatter it. TestScanTrain
// reports the honest one, 5-fold cross-validated over the ten training
// sets (5,336 injections, 7,016 benign lines; an author's obfuscated
// lines of one language are held out together, as they share payloads):
// with the other rules, 82.5% of injections (en 84.8, fr 82.7, de 78.7,
// es 81.2, pt 82.6, zh 79.3, ja 82.2; exfiltration 91.6, obfuscation
// 94.5, marker 93.7, target 86.2, persona 77.8, override 76.7, secrecy
// 71.9, safeguard 69.0) at 0.8% of benign lines flagged, the model alone
// 79.8% at 0.7%. A new author does worse: fitted on nine sets and
// measured on the tenth (`intentfit -cv`'s leave-one-set-out figures),
// 80.5% of injections at 1.2% of benign lines, every detector counted
// (blind1 90.0, blind2 89.4, blind3 81.8, blind4 84.0, blind5 84.3,
// fifth 80.3, first 79.1, fourth 74.5, second 74.7, third 80.8; mean
// 81.9; benign lines flagged per set 0.3-1.8%, mean 1.1%). The threshold
// settings before (1.25% on 3 inner folds) gave 81.4% at 1.6% (mean per
// set 1.5%, fifth 2.3%, second 2.3%, blind3 2.2%, blind5 2.1%); the
// other rules' fixes for benign lines and the lower target on 5 inner
// folds brought every held-out set under 2%. The ranking is no better
// (the held-out recall at 1.5% FP stays near 81%), and it is still below
// issue 18's 85%. Char 5-grams, class weights, crosses
// of addressee, mood and target, a weaker or stronger penalty on the
// text model and other penalties did no better within the noise (a line
// is 0.02%). The cue lexicons and the secret and personal-data rules
// (providers.go, the gapped prose patterns) were written after reading
// the training sets' misses, in the brief's categories and all seven
// languages; no blind set was read before it was measured.
//
// The rules added for issue 18 before that were tuned against testdata/dev only (see
// its README), never against the blind set kept elsewhere. The phrase
// rules were tuned against testdata/scanner. go-promptguard was weighed
// as the issue asks: its module does not resolve here (the proxy answers
// 403), so its three semantic detectors' regexps, from its source, were
// run on both sets: recall 4.6% on the dev set's injections (1.0% of
// benign lines flagged) and 16.4% on the scanner corpus (2.4%), against
// 99.1% (0%) and 98.2% (1.1%) for Scan; adding it to Scan gained one
// dev line and cost 1-2 points of false positives, so it is not used.
//
// Attackers write for the model, not for a regular expression, so matching
// runs over views of the text rather than the raw bytes:
//   - the raw text, for characters that normalisation would erase
//     (zero-width, bidi and tag characters are evidence in themselves);
//   - the plain view: NFKC, with format characters (Cf) and variation
//     selectors dropped, so full-width, mathematical and ligature letters
//     and words split by zero-width characters read as the model reads them;
//     secrets, links and other-language phrases match here;
//   - the folded view: the plain view lower-cased, with Cyrillic, Greek and
//     Armenian look-alikes and digits inside words (leetspeak) mapped to
//     Latin letters, combining marks dropped and blanks squeezed; English
//     injection phrases match here.
//
// Every byte of a view remembers the span of original bytes it came from,
// so findings always point into the caller's text. Where NFKC rewrote a
// stretch the finding covers the whole stretch it came from. Those offsets
// are made only when a finding needs them, and the views themselves only
// when a pattern needs them: ASCII text, most of it, is its own plain view.
//
// Scan must fail closed: a detector that panics yields a scanner_error
// finding covering the whole text (the entry is held, never passed), and
// the other detectors still run. It must also stay linear: it runs on every
// entry of every file on every change, so all patterns are RE2 regexps
// compiled once at package init, one automaton pass finds the literals
// their matches start with or contain so that benign text runs almost none
// of them (literal.go), each regexp is tried at a bounded number of
// places before it falls back to its own linear search, and no state is
// shared between calls (the automaton is built at init and only read; the
// per-call scanText comes from a pool, reset whole before each use, since
// allocating it was a fifth of the cost on short entries).
//
// The automaton is hand-written because no maintained library kept Scan
// within 1.2× of it. Of the Go Aho-Corasick modules that resolve,
// cloudflare/ahocorasick reports no positions, BobuSumisu/aho-corasick
// (last release 2020) and petar-dambovaliev/aho-corasick (last commit
// 2025-04) are not kept up, and coregx/ahocorasick v0.3.1 (2026-09) is.
// None reads text as the planner needs (ASCII case, a blank run as one
// space, leetspeak digits), so each text must first be rewritten for it,
// and that pass with the list of matches the library allocates made the
// literal search about twice as slow. With coregx fed scanAuto's byte
// classes (same 8548 states, same literals found on all 7835 golden texts,
// every scan test passing on it) and both timed in alternate passes of one
// run, Scan took 1.29× as long on the benign corpus (per-iteration ratio,
// benchstat over 6 runs: 1.294 ± 2%; a second run 1.333 ± 5%), with
// `go test -run '^$' -bench 'BenchmarkScan$' -count 6 ./scan` on
// 2026-12-02, AMD EPYC, 2 cores shared with other jobs.
//
// The package must never import another memgate package, touch files or
// hold state between calls (gitleaks' regexps, compiled on first use
// behind a sync.Once, are the one thing filled in later, and only read
// after): ingest parses, the engine decides policy, and scan only says
// what it found and where.
package scan
