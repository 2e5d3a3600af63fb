// Package platform knows where things live on each operating system:
// memgate's data directory, Obsidian's vault registry (obsidian.json),
// Claude Code's configuration directory and flow's knowledge base.
//
// Every function is a pure function of an Env (the OS name, the home
// directory and the environment), not of the running process, so that the
// table tests check the macOS and Windows answers on a Linux machine.
// That is why it does not use github.com/adrg/xdg: that library reads the
// environment once into package-level state for the OS it was compiled
// for, which is neither testable per OS nor refreshable per Env.
//
// The package must never touch the file system: callers decide what to do
// with a path that does not exist.
package platform
