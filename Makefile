# memgate — the two commands are `make run` and `make test`.
GO       ?= go
BIN      := build/bin/memgate
VERSION  := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -X main.version=$(VERSION)
# How long each fuzz target runs inside `make test`. Longer runs: make fuzz FUZZTIME=5m
FUZZTIME ?= 10s

# Every Fuzz target in the tree, as ./pkg:FuzzName; each runs for FUZZTIME in `make test`.
FUZZ_TARGETS = $(shell grep -rEo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]+' . | grep -v node_modules | sed -E 's|^(.*)/[^/]+_test.go:func (Fuzz.*)$$|\1:\2|' | sort)

.PHONY: run test vet unit fuzz bench build clean

## run: set up what is missing, build, and run memgate on a fresh copy of the demo workspace.
DEMO := .run/demo
run: build
	rm -rf .run && mkdir -p .run && cp -R examples/demo $(DEMO)
	@echo "memgate: demo workspace copied to $(DEMO); Ctrl-C stops"
	./$(BIN) serve --data .run/data --memory-file $(DEMO)/MEMORY.md --kb $(DEMO)/kb --vault $(DEMO)/vault --export $(DEMO)/memgate-context.md

build:
	$(GO) mod download
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) .

## test: the whole suite — vet, unit and end-to-end tests, short fuzz runs.
test: vet unit fuzz

vet:
	$(GO) vet ./...

unit:
	$(GO) test -count=1 ./...

fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$pkg $$name ($(FUZZTIME))"; \
		$(GO) test -run='^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) $$pkg; \
	done

## bench: every benchmark, figures as printed by go test.
bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

clean:
	rm -rf build/bin
