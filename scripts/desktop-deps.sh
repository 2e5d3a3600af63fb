#!/usr/bin/env bash
# Installs, when missing, the Debian packages the desktop window needs:
#   desktop-deps.sh build   WebKitGTK and GTK headers for the desktop build
#   desktop-deps.sh test    those, plus Xvfb and the tools the desktop test uses
set -euo pipefail
pkgs=(libgtk-3-dev libwebkit2gtk-4.1-dev pkg-config)
if [ "${1:-build}" = test ]; then
	pkgs+=(xvfb xauth xdotool x11-apps imagemagick dbus-daemon)
fi
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
	echo "memgate: the desktop build needs ${missing[*]}; install them with your package manager" >&2
	exit 1
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo=sudo
echo "memgate: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
