// Package api is memgate's http.Handler: routes, authentication, origin and
// host checks, the MCP endpoint and server-sent events.
//
// api depends on Backend, a narrow interface it defines and the engine
// (*app.Engine) implements; it never imports app, and the engine owns all
// serving state (rendered context blocks and their cache, the recall
// index, served-count batching). api shares types with the engine through
// package wire and names store's item, event and filter types, but it
// never opens the store. The only files it writes are its own, in the data
// directory: admin.token, tokens.json and server.json (atomically, through
// internal/atomicfile), and the login autostart entry that
// /v1/settings/autostart manages.
package api
