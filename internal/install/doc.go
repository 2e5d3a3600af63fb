// Package install puts memgate on a person's machine like a desktop app,
// and takes it off again: the binary in ~/.local/bin, a freedesktop menu
// entry and icon under the XDG data directory, and the optional login
// entry (XDG autostart on Linux, a LaunchAgent on macOS, the Startup
// folder on Windows).
//
// Every path is computed from an Env (the OS name and the environment) by
// pure functions, so each OS's layout is tested on any OS. Writes are
// atomic (temp file and rename in the same directory).
//
// It owns only the files it names in Paths. It must never touch
// memgate's data directory: uninstalling leaves every memory, token and
// config where it was.
package install
