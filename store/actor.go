package store

import (
	"fmt"
	"strings"
)

// Actor names who caused a mutation. It comes from the authenticated caller
// (the API, the vault watcher, a system component), never from a call-site
// default; every mutating method takes one and refuses an invalid one.
//
// Valid forms: user:desktop, user:browser, user:cli, vault,
// agent:<token name>, system:<component>.
type Actor string

// Actors for the fixed callers.
const (
	UserDesktop Actor = "user:desktop"
	UserBrowser Actor = "user:browser"
	UserCLI     Actor = "user:cli"
	Vault       Actor = "vault"
)

// Agent is the actor for an agent token.
func Agent(token string) Actor { return Actor("agent:" + token) }

// System is the actor for one of memgate's own components.
func System(component string) Actor { return Actor("system:" + component) }

// Valid reports whether a is one of the actor forms.
func (a Actor) Valid() error {
	s := string(a)
	switch a {
	case UserDesktop, UserBrowser, UserCLI, Vault:
		return nil
	case "":
		return fmt.Errorf("%w: no actor given", ErrBadActor)
	}
	for _, p := range []string{"agent:", "system:"} {
		if name, ok := strings.CutPrefix(s, p); ok && ValidName(name) {
			return nil
		}
	}
	return fmt.Errorf("%w: %q", ErrBadActor, s)
}

// ValidName reports whether s can name an agent token, a component or a
// scope: 1 to 64 of A–Z, a–z, 0–9, '-', '_', '.'. Names end up in actors,
// audit events and file paths, so they are kept to a safe alphabet.
func ValidName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}
