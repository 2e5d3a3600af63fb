package api

import (
	"net/http"
	"os"

	"github.com/memgate/memgate/internal/install"
)

// Settings of the machine rather than of the engine: they live in the
// person's desktop files (internal/install), not in memgate's config.

// AutostartSetting is GET and PUT /v1/settings/autostart's answer.
type AutostartSetting struct {
	// Enabled: memgate starts at login.
	Enabled bool `json:"enabled"`
	// Path is the login entry's file (XDG autostart, LaunchAgent or
	// Startup folder), whether or not it exists.
	Path string `json:"path"`
}

// getAutostart: GET /v1/settings/autostart → {"enabled","path"}
func (h *Handler) getAutostart(w http.ResponseWriter, r *http.Request) {
	on, path, err := install.AutostartEnabled(install.FromOS())
	if err != nil {
		writeError(w, fail(http.StatusInternalServerError, "autostart", "%v", err))
		return
	}
	writeJSON(w, http.StatusOK, AutostartSetting{Enabled: on, Path: path})
}

// putAutostart: PUT /v1/settings/autostart {"enabled":bool} → the
// setting now. The entry starts the installed binary (memgate install)
// when there is one, else this process's binary.
func (h *Handler) putAutostart(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Enabled *bool `json:"enabled"`
	}
	if e := decode(r, &req); e != nil {
		writeError(w, e)
		return
	}
	if req.Enabled == nil {
		writeError(w, fail(http.StatusBadRequest, "bad_request", `"enabled" (true or false) is required`))
		return
	}
	env := install.FromOS()
	exe, err := os.Executable()
	if err != nil && *req.Enabled {
		writeError(w, fail(http.StatusInternalServerError, "autostart", "finding memgate's binary: %v", err))
		return
	}
	path, err := install.SetAutostart(env, *req.Enabled, install.Launcher(env, exe))
	if err != nil {
		writeError(w, fail(http.StatusInternalServerError, "autostart", "%v", err))
		return
	}
	h.log.Info("api: autostart set", "enabled", *req.Enabled, "path", path, "actor", string(who(r).actor()))
	writeJSON(w, http.StatusOK, AutostartSetting{Enabled: *req.Enabled, Path: path})
}
