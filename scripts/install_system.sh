#!/usr/bin/env bash
# System packages: bubblewrap + util-linux's setpriv/prlimit (the grader's sandbox), chromium (the
# browser test), redis-server and postgresql (the grading queue and the PostgreSQL storage tests:
# tests/services.py starts throwaway servers of both; scripts/run_cluster.sh the scaled topology).
# Best effort when not root. `python -m grader doctor` shows what the sandbox then uses.
set -u
need=()
command -v bwrap >/dev/null 2>&1 || need+=(bubblewrap)
{ command -v setpriv >/dev/null 2>&1 && command -v prlimit >/dev/null 2>&1; } || need+=(util-linux)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
# Debian keeps initdb/pg_ctl under /usr/lib/postgresql/<major>/bin
{ command -v pg_ctl >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; } || need+=(postgresql)
# fonts for the browser: Chinese text and emoji render as boxes without them
{ fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; } || dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
{ fc-list 2>/dev/null | grep -qi "Noto Color Emoji"; } || dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || need+=(fonts-noto-color-emoji)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  # policy-rc.d 101: install the servers without starting Debian's own instances (the tests start theirs)
  rcd=/usr/sbin/policy-rc.d; made_rcd=0
  if [ ! -e "$rcd" ]; then printf '#!/bin/sh\nexit 101\n' > "$rcd" && chmod +x "$rcd" && made_rcd=1; fi
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null \
    || echo "warning: could not install ${need[*]}; tests that need them will be skipped" >&2
  [ "$made_rcd" = 1 ] && rm -f "$rcd"
else
  echo "note: ${need[*]} not installed (needs root + apt); tests that need them will be skipped" >&2
fi
exit 0
