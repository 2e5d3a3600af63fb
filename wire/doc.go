// Package wire holds the types that cross the line between the engine
// (package app) and the HTTP and MCP API (package api): the shapes both
// sides name, defined once.
//
// Why a package of its own: api must not import app (app brings bleve,
// the watcher and the vault writer, and api is meant to depend on a narrow
// interface it defines itself), and app must not import api. Before wire
// existed api kept hand-copied twins of these types and a bridge package
// translated between them; every field added on one side had to be added
// on three. app names these types through aliases, so its own callers
// still say app.SourceConfig.
//
// wire imports only mem and store (for store.Item) and holds no logic
// beyond small conversions. It never touches files or the network.
package wire
