// Package api is memgate's http.Handler: routes, authentication, origin and
// host checks, the MCP endpoint and server-sent events.
//
// api depends only on a narrow interface that the engine implements; it never
// imports the store or touches files.
package api
