package api

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Config configures the handler.
type Config struct {
	// Backend is the engine.
	Backend Backend
	// DataDir holds admin.token, tokens.json and server.json (0700).
	DataDir string
	// Logger receives request failures; it never sees a token.
	Logger *slog.Logger
	// Now is the clock; tests inject one.
	Now func() time.Time
	// UI, when set, is served at / to logged-in browsers.
	UI fs.FS
	// MaxBody caps request bodies in bytes (default 1 MiB).
	MaxBody int64
}

// Handler is memgate's HTTP API. Create it with New; serve it with Serve
// on a loopback listener from Listen, or mount it in-process.
type Handler struct {
	cfg    Config
	be     Backend
	log    *slog.Logger
	now    func() time.Time
	tokens *tokens
	mux    *http.ServeMux
	mcp    http.Handler

	// port is the port we listen on; Host and Origin must name it.
	portMu sync.RWMutex
	port   string

	sessions sessions
	streams  holds // open /v1/events streams per caller
	mcpHolds holds // MCP requests in flight per caller

	adminSecret string
	// desktopCSRF is the desktop window's CSRF token, for the life of
	// the process.
	desktopCSRF string
}

// New builds the handler, creating the admin token on first start.
func New(cfg Config) (*Handler, error) {
	if cfg.Backend == nil {
		return nil, errors.New("api: no backend")
	}
	if cfg.DataDir == "" {
		return nil, errors.New("api: no data directory")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = 1 << 20
	}
	tk, err := openTokens(cfg.DataDir, cfg.Now)
	if err != nil {
		return nil, err
	}
	admin, err := tk.ensureAdmin()
	if err != nil {
		return nil, err
	}
	h := &Handler{cfg: cfg, be: cfg.Backend, log: cfg.Logger, now: cfg.Now, tokens: tk, adminSecret: admin, desktopCSRF: newSecret()}
	h.sessions.init()
	h.mcp = h.newMCP()
	h.routes()
	return h, nil
}

// AdminToken is the admin secret (also in <data>/admin.token).
func (h *Handler) AdminToken() string { return h.adminSecret }

// SetPort tells the handler which port it is reached on, for the Host and
// Origin checks. Serve calls it.
func (h *Handler) SetPort(port int) {
	h.portMu.Lock()
	h.port = strconv.Itoa(port)
	h.portMu.Unlock()
}

func (h *Handler) getPort() string {
	h.portMu.RLock()
	defer h.portMu.RUnlock()
	return h.port
}

// routes: one per line, parameters in the comment.
func (h *Handler) routes() {
	m := http.NewServeMux()
	m.Handle("/healthz", methods{"GET": h.getHealth}) // no auth
	m.Handle("/login", methods{"GET": h.getLogin})    // ?code= one-time browser login
	m.Handle("/v1/session", h.auth(anyRole, methods{"GET": h.getSession}))
	m.Handle("/v1/session/logout", h.auth(anyRole, methods{"POST": h.postLogout}))
	m.Handle("/v1/context", h.auth(anyRole, methods{"GET": h.getContext}))       // ?scope=&q=&format=md|json&budget=&as_of=
	m.Handle("/v1/recall", h.auth(anyRole, methods{"GET": h.getRecall}))         // ?q=&limit=&scope=
	m.Handle("/v1/memories", h.auth(anyRole, methods{"POST": h.postMemory}))     // {text,category,scope,privacy,key}
	m.Handle("/v1/items", h.auth(adminOnly, methods{"GET": h.getItems}))         // ?status=&source=&q=&scope=&limit=&cursor=
	m.Handle("/v1/items/batch", h.auth(adminOnly, methods{"POST": h.postBatch})) // {action: accept|reject, ids, reason}
	m.Handle("/v1/items/{id}", h.auth(adminOnly, methods{"GET": h.getItem, "PATCH": h.patchItem}))
	m.Handle("/v1/items/{id}/audit", h.auth(adminOnly, methods{"GET": h.getAudit}))
	m.Handle("/v1/items/{id}/text", h.auth(anyRole, methods{"GET": h.getItemText}))       // ?format=md|json; an agent reads what the block may show
	m.Handle("/v1/items/{id}/{action}", h.auth(adminOnly, methods{"POST": h.postAction})) // accept|reject|undo|restore {reason}; correct {text,reason}
	m.Handle("/v1/tokens", h.auth(adminOnly, methods{"GET": h.getTokens, "POST": h.postToken}))
	m.Handle("/v1/tokens/{name}", h.auth(adminOnly, methods{"DELETE": h.deleteToken}))
	m.Handle("/v1/sources", h.auth(adminOnly, methods{"GET": h.getSources, "PUT": h.putSources})) // {"sources":[{kind,path,activation,folders}]}
	m.Handle("/v1/sources/discover", h.auth(adminOnly, methods{"GET": h.getDiscover}))            // memory stores found on this machine
	m.Handle("/v1/devices", h.auth(adminOnly, methods{"GET": h.getDevices}))                      // this device, its pairing code, the devices in the journals
	m.Handle("/v1/devices/pair", h.auth(adminOnly, methods{"POST": h.postPair}))                  // this device starts a workspace (a key) unless it is in one
	m.Handle("/v1/devices/{id}/forget", h.auth(adminOnly, methods{"POST": h.postForgetDevice}))   // stop trusting a lost device; rotates the key
	m.Handle("/v1/stats", h.auth(adminOnly, methods{"GET": h.getStats}))
	// {"enabled":bool}: memgate starts at login (api/settings.go)
	m.Handle("/v1/settings/autostart", h.auth(adminOnly, methods{"GET": h.getAutostart, "PUT": h.putAutostart}))
	m.Handle("/v1/events", h.auth(adminOnly, methods{"GET": h.getEvents})) // server-sent events
	m.Handle("/mcp", h.auth(bearerOnly, h.limitMCP(h.mcp)))                // MCP streamable HTTP
	m.Handle("/", methods{"GET": h.getUI})
	h.mux = m
}

// ServeHTTP runs the middleware chain, then the routes.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.guard(h.mux).ServeHTTP(w, r)
}

// Listen opens a TCP listener, refusing any address that is not loopback.
func Listen(addr string) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if host != "localhost" {
		ip := net.ParseIP(host)
		if ip == nil || !ip.IsLoopback() {
			return nil, ErrNotLoopback
		}
	}
	if host == "localhost" {
		addr = net.JoinHostPort("127.0.0.1", addr[len(host)+1:])
	}
	return net.Listen("tcp", addr)
}

// ErrNotLoopback refuses listening beyond this machine.
var ErrNotLoopback = errors.New("memgate listens on loopback only (127.0.0.1, ::1 or localhost)")

// Serve serves h on ln until ctx ends, with timeouts that close slow
// clients; ln must be loopback.
func (h *Handler) Serve(ctx context.Context, ln net.Listener) error {
	ta, ok := ln.Addr().(*net.TCPAddr)
	if !ok || !ta.IP.IsLoopback() {
		return ErrNotLoopback
	}
	h.SetPort(ta.Port)
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       90 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(h.log.Handler(), slog.LevelDebug),
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
		h.be.FlushServed()
		return nil
	}
}

// Flush makes the served counts recorded so far visible to the backend's
// reads.
func (h *Handler) Flush() { h.be.FlushServed() }
