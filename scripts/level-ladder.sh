#!/usr/bin/env bash
# Measures the bot levels' ratings: each level plays the one below it in
# Copenhagen (`taflbord match`, pairs of games from the same random opening
# with sides swapped, fixed seeds), and the Elo differences add up from
# Thrall's rating. The ratings in src/bot/level.rs come from this script.
#
# Usage: scripts/level-ladder.sh [--games N] [--from LEVEL] [--allfather-ms MS]
#
#   --games N          games a pairing (default 80; allfather's pairing is
#                      played with half of them, at least 10)
#   --from LEVEL       start the ladder at this level (to measure only the top)
#   --allfather-ms MS  let allfather think MS milliseconds a move instead of
#                      its ten seconds: its games then take an hour, not a
#                      day, and with more time it can only be as strong or
#                      stronger, so its rating is a floor
#
# Environment: TAFLBORD_BIN, the binary (default target/release/taflbord);
# CORE, the core each match runs on (default 1, when there is a second one),
# so a level that thinks by time is not slowed by the rest of the machine.
set -euo pipefail

games=80
from=thrall
allfather_ms=""
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --from) from="$2"; shift 2 ;;
        --allfather-ms) allfather_ms="$2"; shift 2 ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

bin="${TAFLBORD_BIN:-target/release/taflbord}"
if [ ! -x "$bin" ]; then
    echo "no taflbord binary at $bin: run cargo build --release first" >&2
    exit 1
fi
pin=()
if [ "$(nproc)" -gt 1 ] && command -v taskset >/dev/null; then
    pin=(taskset -c "${CORE:-1}")
fi

levels=(thrall karl huscarl jarl king valkyrie tyr thor allfather)
started=no
below=""
for level in "${levels[@]}"; do
    if [ "$level" = "$from" ]; then started=yes; fi
    if [ "$started" = yes ] && [ -n "$below" ]; then
        n="$games"
        think=()
        if [ "$level" = allfather ]; then
            n=$(( games / 2 < 10 ? 10 : games / 2 ))
            n=$(( n + n % 2 ))
            if [ -n "$allfather_ms" ]; then think=(--move-time "$allfather_ms"); fi
        fi
        echo "== $level${think[*]:+ ${think[*]}} v $below, $n games, $(date +%T)"
        "${pin[@]}" "$bin" match \
            --engine1 "$bin engine --protocol gtp --level $level --seed 1 ${think[*]}" \
            --engine2 "$bin engine --protocol gtp --level $below --seed 2" \
            --games "$n" --seed 7
    fi
    below="$level"
done
