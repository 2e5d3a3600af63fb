# memgate — the two commands are `make run` and `make test`.
GO       ?= go
BIN      := build/bin/memgate
VERSION  := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -X main.version=$(VERSION)
# How much each fuzz target runs inside `make test`. A count, not a duration:
# with go1.26 a duration budget can fail a clean run with "context deadline
# exceeded" when a loaded machine starves the workers at the deadline
# (golang/go#75804, fixed in go1.27). Minimising each new interesting input
# is capped too (its default is a minute, which stalls a short run).
# Longer runs: make fuzz FUZZTIME=5m
FUZZTIME ?= 3000x

# Every Fuzz target in the tree, as ./pkg:FuzzName; each runs for FUZZTIME in `make test`.
FUZZ_TARGETS = $(shell grep -rEo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]+' . | grep -v node_modules | sed -E 's|^(.*)/[^/]+_test.go:func (Fuzz.*)$$|\1:\2|' | sort)

.PHONY: run test vet cross unit fuzz bench build clean desktop test-desktop frontend test-browser install uninstall release check-ui

## run: set up what is missing, build, and open memgate on a fresh copy of the demo workspace:
## the desktop window when there is a display, else memgate serve and its login URL.
run:
	MAKE="$(MAKE)" scripts/run.sh

build:
	$(GO) mod download
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) .

## desktop: the desktop build (WebKitGTK; its packages are installed when missing).
DESKTOP_TAGS := desktop,production,webkit2_41
desktop:
	scripts/desktop-deps.sh build
	$(GO) build -tags $(DESKTOP_TAGS) -ldflags "$(LDFLAGS)" -o $(BIN) .

## install: the desktop build into ~/.local/bin, with a menu entry and icon (memgate install);
## uninstall removes them and keeps the data directory.
install: frontend desktop
	$(BIN) install

uninstall:
	$(GO) run . uninstall

## test-desktop: the desktop end-to-end tests under Xvfb: the real binary (make desktop) driven by xdotool,
## then the window in-process; screenshots in build/screenshots/desktop.png and desktop-binary.png.
test-desktop:
	scripts/desktop-deps.sh test
	scripts/ui.sh
	$(MAKE) desktop
	$(GO) test -c -tags $(DESKTOP_TAGS) -o build/bin/desktop.test .
	xvfb-run -a -s "-screen 0 1400x900x24" ./build/bin/desktop.test -test.run '^TestDesktop' -test.count=1 -test.v

## test: the whole suite — vet, the UI check, the other platforms' builds, unit and end-to-end tests,
## short fuzz runs, the desktop window.
test: vet check-ui cross unit fuzz test-desktop test-browser

## frontend: install the UI's packages and build frontend/dist when it is missing or stale.
frontend:
	scripts/ui.sh

## test-browser: the UI's Vitest tests, then the browser end-to-end test (Debian's Chromium via
## playwright-core) against memgate serve; screenshots and the 10,000-item render figure in build/screenshots/.
test-browser: frontend
	cd frontend && npm test
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) .
	cd frontend && E2E_SKIP_BUILD=1 npm run test:e2e

vet:
	$(GO) vet ./...

## cross: the other platforms, proved from Linux: the Windows desktop binary and the macOS headless
## one build without cgo, go vet is clean for linux, windows and darwin, and the tests of the packages
## whose logic is not Linux's (ingest, store, mem, internal/: platform paths, atomic files) compile
## for Windows (go test -c; they cannot run here), and vault's too (its Windows code has tests of its
## own; many of the others assume Linux). The macOS desktop window needs cgo and the macOS SDK, so it
## is not built here.
CROSS_TEST_PKGS := ./ingest ./store ./mem ./vault ./internal/...
cross:
	GOOS=windows CGO_ENABLED=0 $(GO) build -tags desktop,production -o build/bin/cross/memgate.exe .
	GOOS=darwin CGO_ENABLED=0 $(GO) build -o build/bin/cross/memgate-darwin .
	@set -e; for os in linux windows darwin; do echo "go vet GOOS=$$os"; GOOS=$$os CGO_ENABLED=0 $(GO) vet ./...; done
	GOOS=windows CGO_ENABLED=0 $(GO) vet -tags desktop,production .
	GOOS=windows CGO_ENABLED=0 $(GO) test -c -o build/bin/cross/ $(CROSS_TEST_PKGS)

## release: the release binaries in build/release/, each with a .sha256 file: the Linux desktop
## window, the Windows desktop .exe, the macOS headless binaries (GoReleaser, .goreleaser.yaml,
## snapshot mode: nothing is published). GoReleaser is installed once into build/tools.
GORELEASER := build/tools/goreleaser-v2.15.1
$(GORELEASER):
	GOBIN=$(CURDIR)/build/tools/.install $(GO) install github.com/goreleaser/goreleaser/v2@v2.15.1
	mv build/tools/.install/goreleaser $@
	rmdir build/tools/.install

release: frontend $(GORELEASER)
	scripts/desktop-deps.sh build
	MEMGATE_VERSION=$(VERSION) $(GORELEASER) release --snapshot --clean

## check-ui: svelte-check, and frontend/src/lib/types.ts against the server's JSON (api/types_contract_test.go).
check-ui: frontend
	cd frontend && npm run check
	$(GO) test -count=1 -run '^(TestTypesTS|TestContractChecker)' ./api/

# -race on every package: the store, watcher, engine and API are all
# concurrent, and the detector is how their data races are found.
# TestScanTrain fits injection.intent's model over and over (its
# cross-validation) in one goroutine: the detector has nothing to find
# there and made it run past 30 minutes, so it runs once without it.
# TestConcurrentAppendersAndReviews runs at a quarter of its size under
# the detector (13 minutes at full size), and at full size without it.
unit:
	$(GO) test -race -count=1 -timeout 30m -skip '^TestScanTrain$$' ./...
	$(GO) test -count=1 -timeout 30m -run '^TestScanTrain$$' ./scan
	$(GO) test -count=1 -timeout 30m -run '^TestConcurrentAppendersAndReviews$$' ./e2e

fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$pkg $$name ($(FUZZTIME))"; \
		$(GO) test -run='^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=100x $$pkg; \
	done

## bench: every benchmark, figures as printed by go test.
bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

clean:
	rm -rf build/bin build/release
