//go:build intentfit

// Command intentfit fits injection.intent's model (package scan) on the
// labelled sets under scan/testdata and rewrites scan/intent_weights.go
// and scan/intent_text.bin. go generate runs it in the scan package's
// directory:
//
//	go generate ./scan
//
// With -cv it fits nothing to disk and prints the cross-validated figures
// of the settings given instead, to compare them: 5-fold (-kfold) and
// leave-one-set-out (-loso; each training set held out in turn, the
// nearest figure to a new author's blind set):
//
//	go run -tags intentfit ./scan/internal/intentfit -dir scan -cv -lambda-text 1e-5
//
// It needs the intentfit build tag, which exposes the fitter of package
// scan; without the tag the package is empty, so go build ./... and go
// vet ./... pass it by.
package main
