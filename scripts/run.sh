#!/usr/bin/env bash
# make run: set up what is missing, build, and open memgate on a fresh copy
# of the demo workspace — the desktop window when there is a display, else
# memgate serve, which prints its one-time browser login URL.
set -euo pipefail
cd "$(dirname "$0")/.."
MAKE=${MAKE:-make}
BIN=build/bin/memgate
DEMO=.run/demo

rm -rf .run && mkdir -p .run && cp -R examples/demo "$DEMO"
flags=(--data .run/data --memory-file "$DEMO/MEMORY.md" --kb "$DEMO/kb" --vault "$DEMO/vault" --export "$DEMO/memgate-context.md")
scripts/ui.sh
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
	"$MAKE" --no-print-directory desktop
	echo "memgate: demo workspace copied to $DEMO; close the window or Ctrl-C to stop"
	exec "./$BIN" "${flags[@]}"
fi
"$MAKE" --no-print-directory build
echo "memgate: no display (\$DISPLAY, \$WAYLAND_DISPLAY): serving the UI to a browser instead"
echo "memgate: demo workspace copied to $DEMO; Ctrl-C stops"
exec "./$BIN" serve "${flags[@]}"
