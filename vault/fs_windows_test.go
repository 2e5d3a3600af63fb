package vault

import (
	"strings"
	"testing"
)

func TestLongPath(t *testing.T) {
	t.Parallel()
	long := strings.Repeat(`d\`, 130) + "note.md" // 267 characters
	tests := []struct {
		name, in, want string
	}{
		{"short drive path", `C:\vault\note.md`, `C:\vault\note.md`},
		{"long drive path", `C:\` + long, `\\?\C:\` + long},
		{"long UNC path", `\\server\share\` + long, `\\?\UNC\server\share\` + long},
		{"already extended", `\\?\C:\` + long, `\\?\C:\` + long},
		{"long relative path", long, long},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := longPath(tt.in); got != tt.want {
				t.Errorf("longPath(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
