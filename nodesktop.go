//go:build !desktop

package main

import (
	"fmt"
	"os"
)

// window, in a build without the desktop tag, says how to get one.
func window(args []string) int {
	fmt.Printf("memgate %s\n", version)
	fmt.Fprint(os.Stderr, `This build has no desktop window: build with -tags desktop,production,webkit2_41
(make desktop), or run "memgate serve" for the same UI in a browser. "memgate help" lists every command.
`)
	if len(args) > 0 {
		return 2
	}
	return 0
}
