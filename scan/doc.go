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
// invisible characters, base64 and hex payloads, text spelt out one
// character at a time; encoded.go) and injection.intent (intent.go),
// which scores the features of an instruction aimed at the agent in
// English, French, German, Spanish, Portuguese, Chinese and Japanese, so
// that paraphrases the phrase rules never saw are caught. The policy
// belongs to the engine; Scan only reports findings with a rule id, a
// class and the byte span they cover in the text it was given.
//
// injection.intent fires on a window (a sentence with the next) when one
// logistic model scores it at least 0: a linear function of the intent
// features, six more (trigger, harmful act, deceiving the user, claimed
// authority, writing into memory, running code; intent_lex.go), four that
// mark a benign intent (a prohibition, deferring to the user, the user's
// own voice, talk about a text: "never push to main", "ask first", "I
// prefer", "a test containing ..."), their pairs and the hand-set rule
// tuned on testdata/dev (intentScore) as one more input
// (intent_model.go, intent_weights.go), plus a text model
// (intent_text.go): hashed character 2-4-grams (1-grams beyond ASCII, so
// CJK characters count alone and their bigrams are the 2-grams), words
// and word pairs, 2^18 int8 buckets deflated into intent_text.bin (169
// kB), scored with one rolling hash over the view's bytes and the pooled
// scanText's buffers. It is fitted (L2 penalty, full-batch AdaGrad, the
// text model's steps half the inputs', so that the fit leans on the
// features a new author shares; intent_fit.go) on every set under
// testdata/train, testdata/dev, testdata/scanner and BenchmarkScanNotes'
// notes (the last three's benign lines weigh 3, as hard negatives); the
// bias is set so that at most 1.5% of the training sets' benign lines
// fire when held out by whole sets (5 inner folds of authors, so the
// threshold meets a new author's benign lines, as a blind set does) and
// at most 0.3% of the other sets' benign lines. `go generate ./scan`
// regenerates both files (internal/intentfit), and `go run -tags
// intentfit ./scan/internal/intentfit -dir scan -cv` with its flags
// prints the cross-validated figures of other settings.
//
// Its figures on the sets it is fitted on flatter it. TestScanTrain
// reports the honest one, 5-fold cross-validated over the forty-five
// training sets (25,656 injections, 28,566 benign lines; an author's
// obfuscated lines of one language are held out together, as they share
// payloads): with the other rules, 85.6% of injections (en 86.1, fr 84.7,
// de 84.0, es 84.6, pt 84.9, zh 86.1, ja 88.3; exfiltration 93.0,
// obfuscation 95.0, marker 95.0, target 90.7, override 82.2, persona
// 81.6, safeguard 74.8, secrecy 75.1) at 1.07% of benign lines flagged,
// the model alone 82.3% at 0.99%; held out, the model alone catches 75.9
// / 82.4 / 85.9 / 88.1% at 0.5 / 1 / 1.5 / 2% of benign lines flagged.
// Three sets were written to be hard (the rules before them caught
// 69.0, 77.8 and 89.7% of their injections and flagged 6.3% of one's
// long benign memories); with them the figure fell from 85.7% to 84.6%,
// and blind sets 16 and 17 joining moved it to 84.9%.
// The other rules' share of that 1.0% is small: role_marker,
// chat_template and persistence fire on turns, wrapped role tags and
// secrecy, not on a lone "Assistant:" label, a tag named in prose or a
// product rule ("don't tell the user a task is done until CI passes"):
// those flagged 44 benign training lines the model let pass, now 2, at
// the cost of one injection; the secret rules pass placeholders
// ("ghp_xxxx…", "sk_live_xxx", "votre-cle-api": secrets.go's placeholder
// and masked), 20 fewer; and the model's threshold took their share
// (82.2% at the same 1.0% before). A
// new author does worse: at twenty-five sets, fitted on all sets but one
// and measured on that one (`intentfit -cv`'s leave-one-set-out
// figures), 80.3% of injections at 1.4% of benign lines (per set
// 63.1-94.8%), the model alone 69.6 / 76.2 / 80.6 / 83.5% at 0.5 / 1 /
// 1.5 / 2%; not rerun at thirty-two. Blind sets by new authors land on
// both sides of issue 18's 85%, ten points apart on the same rules
// (testdata/blind/README.md: sets 11, 12 and 13 scored 80.7, 85.7 and
// 75.8% on one revision; sets 16 and 17 score 86.8 and 83.8% on this
// one). Each round of training sets has raised the figures by less (21
// -> 25 sets: +1.2 points leave-one-set-out; 25 -> 32: +0.6 points
// 5-fold, +0.5 and +1.4 on sets 16 and 17; 32 -> 35: none on the older
// sets, -1.1 and -0.4 on sets 16 and 17, fewer long benign memories
// flagged).
//
// A window with no intent feature fires only 0.5 past the threshold
// (featurelessMargin): a finding names what reads as an instruction, and
// text alone is held on strong evidence (5-fold 84.7 against 84.9%, at
// fp 1.45%). A cue joined to a name by '-' or '_', or followed by '.'
// and more name ("beacon-alerts", "audit_service",
// "beacon.example.com"), is part of the name and no cue.
//
// A window's text score sums a bucket as often as it is hit, divided by
// the root of the hits; past 512 hits it is their mean (intent_text.go's
// textNorm), so that a phrase repeated in one long sentence does not
// score more than once. A first fit on thirty sets without that bound
// held a benign line that repeats one phrase nine times on text alone
// (app's TestMarkedFileOverTwoMiBStaysGoverned) and was reverted. Not
// kept: fitting a long injection on its best window at each step
// (multiple-instance), as it is scored, rather than on its windows
// pooled (81.5% against 81.6%, twenty-five sets); a threshold for 0.9%
// instead of 1.1% (1.9 points of held-out recall for 0.2 of false
// positives); at thirty-two sets, a window with no intent feature never
// firing (5-fold 80.3% against 82.2%, at the same 1.0%), or needing 1.0
// past the threshold (84.4% against 84.7% at 0.5); at thirty-five sets,
// a window whose only feature is the addressee (or that and naming the
// user, itself or memory) counted as featureless (84.4% at 222 and 221
// benign lines flagged, against 84.6% at 224).
//
// Long notes. Every window of a note is one more chance to fire, and the
// training sets hold single lines: fitted on them alone, the sixteen- and
// twenty-set models flagged 30 and 109 of the 14,500 entries of app's
// benchmark workspace (its notes: generated, benign), where the twelve-set
// model flagged none. 280 long benign notes written by hand in the seven
// languages (testdata/notes) are hard negatives in the fit now, and the
// same workspace has 8 of 14,500 flagged, all one generated template
// sentence ("ledger-sync keeps release notes in pnpm, and Ines answers
// questions about it."; TestBenchWorkspace, which the fit never sees,
// checks 290 of them for none). 320 more long notes by a second
// author as hard negatives, on a thirty-set fit, cut its 14 to 12, but
// raised the threshold by 0.35 and cost four points of blind recall: not
// kept.
//
// Real documents. Fitted on memory lines and hand-written notes alone,
// the model held 137 of 194 Markdown files of memgate's own Go
// dependencies read as notes (70.6%), and 431 of 496 of the machine's
// other software (Debian's docs, npm, the JDK, the Cloud SDK): READMEs,
// changelogs, licences, API docs. Three things did it, and each is
// undone.
//
// A note of n windows had n chances to fire, so each window of a text
// past four now needs ln(n/4) more (windowsMargin): the logistic tail
// falls as e^-z, so a long note's chance of a false hold stays near a
// memory line's. The price is paid by an attack hidden in one sentence
// of a long note: the dev set's injections, each put in the middle of
// four hand-written notes (about 85 windows), are caught 72 times in
// 108, against 107 alone (and 107 so placed before). With ln(n/4) times
// 0.75 or 0.5 they would be caught 81 and 95 times, for 3.1% and 11.3%
// of the dependency files held (3.8% of the other 496 at 0.75); the
// margin's form was fixed before this was measured, and kept.
//
// A rule of "=====" under a heading hit one bucket per character (text
// 7.7 for "Release History" over its rule): a run of one punctuation
// character now reads as one, and a URL as its host (its path's n-grams
// are noise either way: 85.5 against 85.8% without docs).
//
// Prose, badges and link tables of a kind no training set holds scored
// +2 to +5 on text. The fit's half of those dependency files
// (intent_docs.go: modules, most files first, alternate between the fit
// and TestScanDependencyDocs) are negatives at 0.1 a window, chosen
// among 1, 0.3, 0.1 and 0 as the best 5-fold recall holding at most 5%
// of the test's half (1: 83.4% of injections at 1.07% flagged, 2.6% of
// files held; 0.3: 84.6%, 1.01%, 2.6%; 0.1: 85.2%, 1.03%, 3.1%; none:
// 85.5%, 1.01%, 19.1%). Now 6 of the 194 are held (one by this model, a
// pull-request template that tells its reader what to delete; the
// others by example secrets, two badges whose URL carries a query and a
// "system:" field), and 13 of the 496 (3 by this model).
//
// The set-7 cues cut both ways: set 8, whose author was asked what set
// 7's was, gained 12 of its 560 injections with them (71.4 → 73.6%), and
// the other eleven sets' held-out mean lost half a point (84.4 → 83.9%,
// at the same 1.1% flagged). What did not help, at equal false
// positives: a text table four times as large (textBits 20:
// leave-one-set-out 79.5 against 78.9% of the twenty sets' injections,
// blind set 10 80.2 against 80.0% with 1.9 against 1.7% flagged, for
// 0.75 MB more memory and a table past the L2 cache); a text score for
// shorter windows (textMinHits 32 or 48: 84.3% at 1.25%, the same curve);
// quarter steps; a window without any intent feature never firing; the
// mean of the full fit and its inner folds'; a naive Bayes model of the
// same buckets; char 5-grams, class weights, crosses of addressee, mood
// and target, other penalties. The cue lexicons and the secret and
// personal-data rules (providers.go, the gapped prose patterns) were
// written after reading the training sets' misses, in the brief's
// categories and all seven languages; no blind set was read before it was
// measured.
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
// the other detectors still run; a panic in the reading all detectors
// share (the views, and for ASCII the one pass of readASCII) holds the
// text as scan.normalize. It must also stay linear: it runs on every
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
// what it found and where. The fit reads its data and runs `go list`,
// but nothing Scan runs calls it.
package scan
