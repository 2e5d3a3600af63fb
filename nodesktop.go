//go:build !desktop

package main

import (
	"fmt"
	"os"
)

// window, in a build without the desktop tag, serves the same UI to a
// browser: a person who starts memgate with no arguments gets memgate, and
// the login URL to open it.
func window(args []string) int {
	fmt.Fprintf(os.Stderr, "memgate %s: this build has no desktop window (build with -tags desktop,production,webkit2_41, or make desktop); serving the UI to a browser instead\n", version)
	if err := serve(args); err != nil {
		fmt.Fprintln(os.Stderr, "memgate:", err)
		return 1
	}
	return 0
}
