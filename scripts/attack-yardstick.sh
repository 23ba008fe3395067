#!/usr/bin/env bash
# The attacking yardstick of docs/strength.md: Allfather searching 100,000
# nodes a move against a reference Allfather searching 20,000, pairs of
# games from random openings with sides swapped. At equal strength the
# attackers lose nearly every game, so a change to the attack cannot show
# there; five times the search lifts the score off the floor, where a
# change can move it. Nodes, not time, so the result is the same on a busy
# machine and the seeds' matches can run side by side.
#
# Usage: scripts/attack-yardstick.sh [--bin BIN] [--reference BIN]
#            [--games N] [--seeds "S1 S2 ..."] [--out DIR] [-- ENGINE-ARGS...]
#
#   --bin BIN        the candidate (default target/release/taflbord)
#   --reference BIN  the defence it meets (default: the candidate itself)
#   --games N        games a seed (default 120; an even number)
#   --seeds "..."    the matches' seeds (default "2001 2201 2301")
#   --out DIR        where the logs and games go (default yardstick-<time>)
#   ENGINE-ARGS      more arguments for the candidate's `engine` (as
#                    `--no-press`, `--network FILE`)
#
# Prints each seed's line and the attacking and defending scores summed.
set -euo pipefail

bin=target/release/taflbord
reference=""
games=120
seeds="2001 2201 2301"
out="yardstick-$(date +%Y%m%d-%H%M%S)"
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin="$2"; shift 2 ;;
        --reference) reference="$2"; shift 2 ;;
        --games) games="$2"; shift 2 ;;
        --seeds) seeds="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --) shift; break ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done
reference="${reference:-$bin}"
for b in "$bin" "$reference"; do
    if [ ! -x "$b" ]; then
        echo "no taflbord binary at $b: run cargo build --release first" >&2
        exit 1
    fi
done
mkdir -p "$out"

running=0
for seed in $seeds; do
    "$bin" match \
        --engine1 "$bin engine --protocol gtp --level allfather --nodes 100000 --seed 1 $*" \
        --engine2 "$reference engine --protocol gtp --level allfather --nodes 20000 --seed 2" \
        --games "$games" --seed "$seed" --save "$out/games-$seed" \
        > "$out/seed-$seed.log" 2>&1 &
    running=$((running + 1))
    if [ "$running" -ge "$(nproc)" ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait
# Each match ends with "1 attacking: W-L-D, 1 defending: W-L-D (...)".
for seed in $seeds; do
    line=$(tail -n 1 "$out/seed-$seed.log")
    case "$line" in
        "1 attacking: "*) echo "seed $seed: $line" ;;
        *) echo "seed $seed did not finish: see $out/seed-$seed.log" >&2; exit 1 ;;
    esac
    # A game an engine lost by failing names its command in backquotes.
    faults=$(grep -c '^game .*`' "$out/seed-$seed.log" || true)
    if [ "$faults" -gt 0 ]; then
        echo "seed $seed: $faults games ended by an engine failing: see $out/seed-$seed.log" >&2
    fi
done | tee "$out/seeds.txt"
awk '
    {
        split($5, a, "[-,]"); split($8, d, "-");
        aw += a[1]; al += a[2]; ad += a[3];
        dw += d[1]; dl += d[2]; dd += d[3];
    }
    END {
        n = aw + al + ad;
        printf "attacking %d-%d-%d (%.1f %%), defending %d-%d-%d\n",
            aw, al, ad, n ? 100 * (aw + ad / 2) / n : 0, dw, dl, dd;
    }' "$out/seeds.txt"
