// Command memgate governs what AI agents remember. See README.md.
package main

import (
	"embed"
	"fmt"
	"os"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// assets holds the built user interface. frontend/dist keeps a placeholder
// page in the repository so that this embed compiles before the first
// frontend build.
//
//go:embed all:frontend/dist
var assets embed.FS

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 || args[0] == "version" || args[0] == "--version" {
		fmt.Printf("memgate %s\n", version)
		return 0
	}
	fmt.Fprintf(os.Stderr, "memgate: unknown command %q\n", args[0])
	return 2
}
