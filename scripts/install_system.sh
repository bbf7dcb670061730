#!/usr/bin/env bash
# System packages: bubblewrap + util-linux's setpriv/prlimit (the grader's sandbox) and chromium (the
# browser test). Best effort when not root. `python -m grader doctor` shows what the sandbox then uses.
set -u
need=()
command -v bwrap >/dev/null 2>&1 || need+=(bubblewrap)
{ command -v setpriv >/dev/null 2>&1 && command -v prlimit >/dev/null 2>&1; } || need+=(util-linux)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# fonts for the browser: Chinese text and emoji render as boxes without them
{ fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; } || dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
{ fc-list 2>/dev/null | grep -qi "Noto Color Emoji"; } || dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || need+=(fonts-noto-color-emoji)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null \
    || echo "warning: could not install ${need[*]}; tests that need them will be skipped" >&2
else
  echo "note: ${need[*]} not installed (needs root + apt); tests that need them will be skipped" >&2
fi
exit 0
