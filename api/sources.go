package api

import (
	"context"
	"net/http"

	"github.com/memgate/memgate/wire"
)

// SourcesRequest is PUT /v1/sources: the whole list, replacing the old.
type SourcesRequest struct {
	Sources []wire.SourceStatus `json:"sources"`
}

// maxSources bounds the list a PUT may carry.
const maxSources = 256

// getSources: GET /v1/sources → {"sources":[...]}
func (h *Handler) getSources(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, SourcesRequest{Sources: nonNil(h.be.SourceStatuses())})
}

// putSources: PUT /v1/sources {"sources":[...]} → the list now in force.
// The engine validates, saves the config file and applies the list without
// a restart; whatever it refuses is a 400 bad_source with its message.
func (h *Handler) putSources(w http.ResponseWriter, r *http.Request) {
	var req SourcesRequest
	if e := decode(r, &req); e != nil {
		writeError(w, e)
		return
	}
	if req.Sources == nil {
		writeError(w, fail(http.StatusBadRequest, "bad_source", `"sources" is required (an empty list removes every source)`))
		return
	}
	if len(req.Sources) > maxSources {
		writeError(w, fail(http.StatusBadRequest, "bad_source", "at most %d sources", maxSources))
		return
	}
	// A client that goes away mid-change must not leave it half applied:
	// the config file is saved and the watchers are changed together.
	srcs := make([]wire.SourceConfig, len(req.Sources))
	for i, s := range req.Sources {
		srcs[i] = s.Config()
	}
	if err := h.be.SetSources(context.WithoutCancel(r.Context()), srcs); err != nil {
		writeError(w, fail(http.StatusBadRequest, "bad_source", "%v", err))
		return
	}
	id := who(r)
	h.log.Info("api: sources set", "count", len(req.Sources), "actor", string(id.actor()))
	writeJSON(w, http.StatusOK, SourcesRequest{Sources: nonNil(h.be.SourceStatuses())})
}

// getDiscover: GET /v1/sources/discover → {"candidates":[{kind,path,label,entries,files,activation,configured}]}
func (h *Handler) getDiscover(w http.ResponseWriter, r *http.Request) {
	c := h.be.Discover()
	if c == nil {
		c = []wire.Candidate{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"candidates": c})
}

// nonNil makes every list in the response an array, never null.
func nonNil(s []wire.SourceStatus) []wire.SourceStatus {
	out := make([]wire.SourceStatus, len(s))
	for i, c := range s {
		if c.Folders == nil {
			c.Folders = []string{}
		}
		out[i] = c
	}
	return out
}

// getDevices: GET /v1/devices → {"paired","device","code","devices":[...],"sources":[...]}
func (h *Handler) getDevices(w http.ResponseWriter, r *http.Request) {
	d := h.be.Devices()
	if d.Devices == nil {
		d.Devices = []wire.Device{}
	}
	if d.Sources == nil {
		d.Sources = []wire.SourceDevices{}
	}
	writeJSON(w, http.StatusOK, d)
}

// postPair: POST /v1/devices/pair → as GET, with the pairing code; makes
// the workspace key when this device has none.
func (h *Handler) postPair(w http.ResponseWriter, r *http.Request) {
	if _, err := h.be.Pair(); err != nil {
		writeError(w, fail(http.StatusBadRequest, "bad_device", "%v", err))
		return
	}
	h.getDevices(w, r)
}

// postForgetDevice: POST /v1/devices/{id}/forget → 204; the key rotates.
func (h *Handler) postForgetDevice(w http.ResponseWriter, r *http.Request) {
	if err := h.be.ForgetDevice(r.PathValue("id")); err != nil {
		writeError(w, fail(http.StatusBadRequest, "bad_device", "%v", err))
		return
	}
	h.log.Info("api: device forgotten", "device", r.PathValue("id"), "actor", string(who(r).actor()))
	w.WriteHeader(http.StatusNoContent)
}
