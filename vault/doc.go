// Package vault owns the filesystem side of memgate: recursive watching with
// per-path debouncing, scanning source roots, and atomic compare-and-swap
// writes that never clobber a concurrent writer.
//
// vault never parses markdown and never imports store or ingest.
package vault
