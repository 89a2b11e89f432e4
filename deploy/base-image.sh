#!/usr/bin/env bash
# Makes localhost/brief-node-base (Debian 12 minbase + ca-certificates + useradd + Node 20) and
# localhost/brief-node-build (the same with npm and Node's C headers) without an image registry, for
# machines that cannot pull node:20-bookworm-slim. The Debian tarball (the slow part, minutes) is cached
# outside the checkout, in BRIEF_CI_CACHE (default /var/cache/brief-ci).
# Needs: podman, runc, mmdebstrap (Debian packages), and a Node 20 on the PATH to copy, with its headers.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="${BRIEF_CI_CACHE:-/var/cache/brief-ci}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
tarball="$cache/debian-bookworm-minbase.tar"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"

if podman image exists localhost/brief-node-base && podman image exists localhost/brief-node-build; then
  echo "localhost/brief-node-base and localhost/brief-node-build exist"
  exit 0
fi

mkdir -p "$cache"
if [ ! -s "$tarball" ]; then
  # As Debian's slim images: no recommended packages, manuals, translations or documentation (copyrights
  # kept), and /usr merged by mmdebstrap's hook rather than the usrmerge package (which brings Perl).
  mmdebstrap --variant=minbase --format=tar --include=ca-certificates,passwd \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --aptopt='APT::Install-Recommends "false"' \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    bookworm "$tarball.partial" \
    "deb $mirror bookworm main" "deb $mirror bookworm-updates main" "deb $security bookworm-security main"
  mv "$tarball.partial" "$tarball"
fi
podman import "$tarball" localhost/debian-bookworm-minbase >/dev/null

node_bin="$(readlink -f "$(command -v node)")"
case "$(node --version)" in v20.*) ;; *) echo "base-image: Node 20 needed on the PATH" >&2; exit 1 ;; esac
npm_dir="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)"
headers="$(cd "$(dirname "$node_bin")/.." && pwd)/include/node"
[ -f "$headers/node.h" ] || { echo "base-image: Node's headers not found in $headers" >&2; exit 1; }
context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
cp "$node_bin" "$context/node"
cp -r "$npm_dir" "$context/npm"
cp -r "$headers" "$context/include"
for target in runtime build; do
  name=localhost/brief-node-base
  [ "$target" = build ] && name=localhost/brief-node-build
  podman build --format docker --target "$target" -f "$here/node-base.Containerfile" -t "$name" "$context"
done
