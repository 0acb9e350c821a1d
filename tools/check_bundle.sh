#!/usr/bin/env bash
# Builds the standalone one-folder game (tools/build_bundle.py, PyInstaller in a throw-away venv)
# and checks that the built executable starts headless from a folder outside the source tree:
#   konwoj --version, konwoj simulate --games 3 --seed 1 (same result as the checkout),
#   konwoj screenshot ... (a real PNG), konwoj paths (files read from inside the bundle),
#   konwoj (the window, dummy video driver) runs for 5 s without a crash report.
# Prints the bundle's size and start-up times. Not part of the default test command (it downloads
# PyInstaller and takes about a minute).
#
#   bash tools/check_bundle.sh              # work folder: a new temporary one
#   KONWOJ_BUNDLE_WORK=/tmp/kb bash tools/check_bundle.sh   # reuse a folder (its venv is kept)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${KONWOJ_BUNDLE_WORK:-$(mktemp -d -t konwoj-bundle-XXXXXX)}"
PY="${PYTHON:-python3}"
mkdir -p "$WORK"
say() { printf '%s\n' "check_bundle: $*"; }
fail() { say "FAILED: $*"; exit 1; }

if [ ! -x "$WORK/venv/bin/python" ]; then
    say "venv with PyInstaller in $WORK/venv"
    "$PY" -m venv "$WORK/venv"
    "$WORK/venv/bin/pip" install -q --disable-pip-version-check pyinstaller==6.22.3 -r "$ROOT/requirements.txt"
fi

rm -rf "$WORK/dist"
t0=$(date +%s.%N)
"$WORK/venv/bin/python" "$ROOT/tools/build_bundle.py" --dist "$WORK/dist" --work "$WORK/build" \
    > "$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log"; fail "build (log: $WORK/build.log)"; }
t1=$(date +%s.%N)
tail -1 "$WORK/build.log"
EXE="$WORK/dist/konwoj/konwoj"
[ -x "$EXE" ] || fail "no executable at $EXE"

# run from a folder outside the source tree, with the player's folders in the work folder
AWAY="$WORK/elsewhere"
rm -rf "$AWAY" "$WORK/home"
mkdir -p "$AWAY"
cd "$AWAY"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
export XDG_DATA_HOME="$WORK/home/data" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state"
unset PYTHONPATH PYTHONHOME VIRTUAL_ENV

best=""
for _ in 1 2 3; do   # start-up: the best of three runs of the smallest command
    s=$(date +%s.%N); "$EXE" --version > /dev/null; e=$(date +%s.%N)
    t=$(echo "$e - $s" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
done
"$EXE" --version | grep -qE '^konwoj [0-9]' || fail "--version"

s=$(date +%s.%N)
out=$("$EXE" simulate --games 3 --seed 1)
e=$(date +%s.%N)
last=$(printf '%s\n' "$out" | tail -1)
printf '%s\n' "$last" | grep -qE '^games=3 moloch_wins=[0-9]+ outpost_wins=[0-9]+ games_per_s=' \
    || fail "simulate printed: $last"
want=$(cd "$ROOT" && "$WORK/venv/bin/python" main.py simulate --games 3 --seed 1 | tail -1)
[ "${last% games_per_s=*}" = "${want% games_per_s=*}" ] || fail "simulate: bundle '$last', checkout '$want'"
t_sim=$(echo "$e - $s" | bc)

s=$(date +%s.%N)
"$EXE" screenshot --size 1366x768 --seed 3 --steps 40 table.png > /dev/null
e=$(date +%s.%N)
t_shot=$(echo "$e - $s" | bc)
[ "$(head -c 8 table.png | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "table.png is not a PNG"
[ "$(stat -c %s table.png)" -gt 100000 ] || fail "table.png is suspiciously small"

"$EXE" paths > paths.txt
grep -q "^shipped files: *$WORK/dist/konwoj/" paths.txt || fail "shipped files not read from the bundle: $(head -1 paths.txt)"
case "$(cat paths.txt)" in *"$ROOT"*) fail "the bundle reads from the source tree";; esac

set +e
timeout 5 "$EXE" > window.log 2>&1
rc=$?
set -e
[ "$rc" = 124 ] || { cat window.log; fail "the window exited by itself (status $rc)"; }
! ls "$XDG_STATE_HOME"/konwoj/log/crash-*.txt > /dev/null 2>&1 || fail "the window wrote a crash report"

size=$(du -sh "$WORK/dist/konwoj" | cut -f1)
files=$(find "$WORK/dist/konwoj" -type f | wc -l)
say "OK on $(uname -sm): bundle $WORK/dist/konwoj = $size in $files files"
say "build $(printf '%.1f' "$(echo "$t1 - $t0" | bc)") s; start-up (konwoj --version, best of 3) $(printf '%.2f' "$best") s;" \
    "simulate --games 3 $(printf '%.2f' "$t_sim") s; screenshot 1366x768 $(printf '%.2f' "$t_shot") s"
say "$last"
