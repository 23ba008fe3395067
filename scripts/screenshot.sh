#!/usr/bin/env bash
# Screenshots of the desktop app: runs the real `taflbord` window under Xvfb,
# plays moves by clicking with xdotool, and writes PNGs.
#
# Usage: scripts/screenshot.sh [--build] [--scale PERCENT] [--docs] [OUTDIR]
#
#   OUTDIR         where the PNGs go (default: screenshots/)
#   --build        run `cargo build --release` first (otherwise nothing is built)
#   --scale 60%    also write OUTDIR/small/*.png scaled down (256 colours, no dithering)
#   --docs         also refresh docs/screenshots/ (the README's pictures) with
#                  60% copies of six of the scenes
#
# Environment:
#   TAFLBORD_BIN   the binary (default target/release/taflbord, else target/debug/taflbord)
#   SHOT_SIZE      the Xvfb screen, WIDTHxHEIGHT (default 1180x780, the app's window size)
#   ICED_BACKEND   passed on to the app: tiny-skia for iced's software renderer
#                  (the default is wgpu, which under Xvfb runs on Mesa's llvmpipe)
#
# Needs Xvfb, xdotool, ImageMagick (import, convert) and cmp. The scenes:
#   01-fresh-copenhagen    the window as it opens
#   02-selected            a piece clicked: its legal moves are marked
#   03-in-progress         five moves by clicking, one capture: record sheet, last move, capture
#   04-brandubh-7x7        a new 7×7 game from the new-game form, one move played
#   05-alea19-19x19        a new 19×19 game from the new-game form, one move played
#   06-new-game-form       the form filled in: Copenhagen, a person against Allfather
#   07-bot-thinking        after h1-h3, Allfather (10 s a move) thinks: the indicator
#   08..11-responsive-*    while it thinks: Flip clicked, move box typed in, Flip again
#   12-bot-moved           Allfather's move, played after its ten seconds
#   13-finished            a game opened with `taflbord FILE` that ended in a corner escape
#
# Responsiveness: Flip is clicked three times with no bot thinking and twice
# while Allfather thinks; each time the script polls the screen until the
# board's coordinates change and reports the delay. The same for typing a
# move into the move box. A sampler records when the status text (depth,
# score, nodes) changes during the search, and /proc gives each of the app's
# threads' CPU use while the bot thinks. All of it is printed and written to
# OUTDIR/responsiveness.txt.
#
# The clicks are computed, not recorded: the board is found by its light
# squares, buttons, pick lists and the move box by their colours (iced's
# default light theme), so the script survives changes to the window size and
# the layout, as long as the side panel (380 px, on the right) has New game,
# Open…, Save…, Flip as its first row of buttons.

set -euo pipefail

die() {
    echo "screenshot.sh: $*" >&2
    exit 1
}

build=false
docs=false
scale=""
out=""
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=true ;;
    --docs) docs=true ;;
    --scale)
        [ $# -ge 2 ] || die "--scale needs a value like 50%"
        scale="$2"
        shift
        ;;
    -h | --help)
        sed -n '2,/^$/p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*) die "unknown option $1 (try --help)" ;;
    *)
        [ -z "$out" ] || die "one output folder only"
        out="$1"
        ;;
    esac
    shift
done
out="${out:-screenshots}"

root="$(cd "$(dirname "$0")/.." && pwd)"

for tool in Xvfb xdotool import convert cmp; do
    command -v "$tool" >/dev/null 2>&1 ||
        die "$tool is missing (on Debian/Ubuntu: apt-get install xvfb xdotool imagemagick diffutils)"
done

if $build; then
    (cd "$root" && cargo build --release) || die "cargo build --release failed"
fi

# Whether a binary opens the window (`taflbord [FILE]`): builds without the
# `app` feature only have the subcommands.
has_window() {
    "$1" --help 2>/dev/null | grep -q '^Usage:.*\[FILE\]'
}

if [ -n "${TAFLBORD_BIN:-}" ]; then
    bin="$TAFLBORD_BIN"
    [ -x "$bin" ] || die "TAFLBORD_BIN=$bin is not an executable"
    has_window "$bin" || die "$bin has no window (built without the app feature?)"
else
    bin=""
    for candidate in "$root/target/release/taflbord" "$root/target/debug/taflbord"; do
        if [ -x "$candidate" ]; then
            if has_window "$candidate"; then
                bin="$candidate"
                break
            fi
            echo "screenshot.sh: skipping $candidate: it has no window (an old build, or without the app feature)" >&2
        fi
    done
    [ -n "$bin" ] ||
        die "no binary with the window: run 'cargo build --release' (or pass --build), or set TAFLBORD_BIN"
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"

size="${SHOT_SIZE:-1180x780}"
[[ "$size" =~ ^[0-9]+x[0-9]+$ ]] || die "SHOT_SIZE must look like 1180x780"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/taflbord-shots.XXXXXX")"
xvfb_pid=""
app_pid=""

cleanup() {
    local status=$?
    if [ -n "${sampler_pid:-}" ]; then
        kill "$sampler_pid" 2>/dev/null || true
    fi
    if [ -n "$app_pid" ]; then
        kill "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
    fi
    if [ -n "$xvfb_pid" ]; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- the X server -----------------------------------------------------------

# -displayfd makes Xvfb pick a free display and tell us which.
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do
    [ -s "$tmp/display" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || die "Xvfb did not start: $(cat "$tmp/xvfb.log")"
    sleep 0.1
done
[ -s "$tmp/display" ] || die "Xvfb gave no display number"
export DISPLAY=":$(head -1 "$tmp/display")"
mkdir -p "$tmp/xdg"
chmod 700 "$tmp/xdg"
export XDG_RUNTIME_DIR="$tmp/xdg"
# Clean config and data folders: the user's own variants, settings and
# games stay out of the pictures.
export XDG_CONFIG_HOME="$tmp/config"
export XDG_DATA_HOME="$tmp/data"
echo "Xvfb on $DISPLAY ($size), app: $bin"

# --- the app ----------------------------------------------------------------

win=""
wx=0 wy=0 ww=0 wh=0

# The whole window as a PNG.
grab() {
    # The root window, cropped: works with both of iced's renderers.
    import -window root -crop "${ww}x${wh}+${wx}+${wy}" +repage "$1"
}

start_app() {
    # Each scene starts fresh, not with the last scene's autosaved game.
    rm -rf "$XDG_DATA_HOME"
    "$bin" "$@" >"$tmp/app.log" 2>&1 &
    app_pid=$!
    win=""
    for _ in $(seq 300); do
        win="$(xdotool search --onlyvisible --name 'Taflbord' 2>/dev/null | head -1 || true)"
        [ -n "$win" ] && break
        kill -0 "$app_pid" 2>/dev/null || die "the app exited: $(tail -5 "$tmp/app.log")"
        sleep 0.1
    done
    [ -n "$win" ] || die "no window named Taflbord appeared"
    # No window manager: give the window the keyboard ourselves.
    xdotool windowfocus --sync "$win"
    eval "$(xdotool getwindowgeometry --shell "$win")"
    wx=$X wy=$Y ww=$WIDTH wh=$HEIGHT
    # Wait for the first frame (a blank window has no contrast).
    for _ in $(seq 100); do
        grab "$tmp/first.png"
        if [ "$(convert "$tmp/first.png" -format '%[fx:standard_deviation>0.05]' info:)" = 1 ]; then
            break
        fi
        sleep 0.2
    done
    sleep 0.5
}

stop_app() {
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
}

shot() {
    local name="$1"
    grab "$out/$name.png"
    echo "  $out/$name.png"
}

# Moves the pointer. (Not with --sync: xdotool then waits 15 s when the
# pointer is already there.)
pointer() {
    xdotool mousemove "$1" "$2"
    sleep 0.05
}

click() {
    pointer "$1" "$2"
    xdotool click 1
}

# --- finding things on screen -----------------------------------------------

# Connected regions of one exact colour in an image, at least MIN pixels:
# prints "x y w h" for each, top to bottom, then left to right.
# boxes IMAGE COLOUR MIN
boxes() {
    convert "$1" -fill black +opaque "$2" -fill white -opaque "$2" \
        -define connected-components:verbose=true \
        -define connected-components:area-threshold="$3" \
        -connected-components 4 null: 2>/dev/null |
        awk '$NF == "srgb(255,255,255)" { split($2, g, "[x+]"); print g[3], g[4], g[1], g[2] }' |
        sort -n -k2,2 -k1,1
}

# Colours of iced's default light theme, as the app draws them.
BUTTON='#5865F2'   # an enabled button, not hovered
PICK_LIST='#DEDEDE' # a closed pick list
LIGHT_SQUARE='#DEC79E'

# Moves the pointer where it hovers nothing: hovered buttons change colour.
park() {
    pointer "$((wx + ww - 5))" "$((wy + wh - 5))"
    sleep 0.15
}

# Sets btn_x, btn_y to the centre of button INDEX (from 0) in button row ROW
# (from 0) of the side panel, counting enabled buttons only: row 0 is New
# game, Open…, Save…, Flip. The rows are found on screen, as the status above
# them grows and shrinks.
find_button() {
    local row="$1" index="$2" img="$tmp/find.png"
    park
    grab "$img"
    local found
    found="$(boxes "$img" "$BUTTON" 100 | awk -v left=$((ww - 390)) -v row="$row" -v idx="$index" '
        $1 >= left && $3 >= 20 && $4 >= 20 {
            if (n == 0 || $2 > top + 5) { n++; top = $2; k = 0 }
            if (n - 1 == row && k == idx) { print int($1 + $3 / 2), int($2 + $4 / 2); exit }
            k++
        }')"
    [ -n "$found" ] || die "button $index of button row $row not found in the side panel"
    btn_x=$((wx + ${found% *}))
    btn_y=$((wy + ${found#* }))
}

press() {
    find_button "$1" "$2"
    click "$btn_x" "$btn_y"
}

# Clicks into the typed-move box: the first wide white box framed in the
# side panel. Sets box_area to its inside (an import -crop geometry).
click_move_box() {
    local img="$tmp/find.png"
    park
    grab "$img"
    local found x y w h
    found="$(boxes "$img" '#FFFFFF' 1000 | awk -v left=$((ww - 390)) '
        $1 >= left && $3 >= 300 && $4 >= 20 && $4 <= 45 { print; exit }')"
    [ -n "$found" ] || die "the move box was not found in the side panel"
    read -r x y w h <<<"$found"
    box_area="$((w - 4))x$((h - 4))+$((wx + x + 2))+$((wy + y + 2))"
    click $((wx + x + w / 2)) $((wy + y + h / 2))
}

# The board: the bounding box of its light squares, measured on screen.
# Sets bx, by (top-left), bs (square size) for an n×n board.
find_board() {
    local n="$1" img="$tmp/board.png"
    park
    grab "$img"
    local box
    box="$(convert "$img" -crop "$((ww - 390))x${wh}+0+0" +repage \
        -fill black +opaque "$LIGHT_SQUARE" -fill white -opaque "$LIGHT_SQUARE" \
        -format '%@' info:)"
    if [[ "$box" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -ge "$n" ]; then
        local w=${BASH_REMATCH[1]} x=${BASH_REMATCH[3]} y=${BASH_REMATCH[4]}
        bs=$(((w + n / 2) / n))
        bx=$((wx + x))
        by=$((wy + y))
    else
        # The layout of src/app: 10 px padding around the window, 10 px
        # between board and the 380 px panel, 10 px padding around the
        # canvas; the board is centred with half a square of margin.
        local cw=$((ww - 430)) ch=$((wh - 40))
        local m=$((cw < ch ? cw : ch))
        bs=$((m / (n + 1)))
        bx=$((wx + 20 + (cw - bs * n) / 2))
        by=$((wy + 20 + (ch - bs * n) / 2))
    fi
    board_n=$n
}

# Clicks a square named like a coordinate on the board: a1 is bottom left.
click_square() {
    local name="$1"
    local col=$(($(printf '%d' "'${name:0:1}") - 97))
    local row=${name:1}
    local x=$((bx + col * bs + bs / 2))
    local y=$((by + (board_n - row) * bs + bs / 2))
    click "$x" "$y"
    sleep 0.3
}

move() {
    click_square "$1"
    click_square "$2"
}

# --- the new-game form ------------------------------------------------------

# Index of a variant in the form's list (the order of `taflbord variants`).
variant_index() {
    local k
    k="$("$bin" variants | awk -v id="$1" '$1 == id { print NR - 1; exit }')"
    [ -n "$k" ] || die "variant $1 not listed by '$bin variants'"
    echo "$k"
}

# Index of a player in the form's lists.
player_index() {
    local k=0
    for p in Person Thrall Karl Huscarl Jarl King Allfather; do
        [ "$p" = "$1" ] && { echo $k; return; }
        k=$((k + 1))
    done
    die "no player $1"
}

# Picks option INDEX of the pick list whose grey inside is at X Y W H (window
# pixels): opens its menu and clicks the option. The menu opens below the box,
# one option per row as tall as the box with its border.
choose() {
    local x="$1" y="$2" w="$3" h="$4" index="$5"
    local row=$((h + 2))
    click $((wx + x + w / 2)) $((wy + y + h / 2))
    sleep 0.5
    click $((wx + x + w / 2)) $((wy + y + h + 1 + index * row + row / 2))
    sleep 0.5
}

# new_game VARIANT ATTACKERS DEFENDERS: opens the form, picks, starts.
# With form_shot set, saves a screenshot of the filled form under that name.
new_game() {
    press 0 0
    sleep 0.8
    park
    local img="$tmp/form.png" lists
    grab "$img"
    # The form's three pick lists, in reading order: variant, attackers, defenders.
    lists="$(boxes "$img" "$PICK_LIST" 200 | awk '$3 >= 100 && $4 >= 20' | head -3)"
    [ "$(echo "$lists" | grep -c .)" = 3 ] || die "the new-game form did not appear"
    local picks k=0 x y w h
    picks=("$(variant_index "$1")" "$(player_index "$2")" "$(player_index "$3")")
    while read -r x y w h; do
        choose "$x" "$y" "$w" "$h" "${picks[$k]}"
        k=$((k + 1))
    done <<<"$lists"
    park
    grab "$img"
    # Start is the first button from the pick lists on (Cancel follows it).
    local top start
    top="$(echo "$lists" | head -1 | cut -d' ' -f2)"
    start="$(boxes "$img" "$BUTTON" 100 | awk -v top="$top" '$2 >= top - 5 && $3 >= 20 && $4 >= 20' | head -1)"
    [ -n "$start" ] || die "no Start button in the new-game form"
    if [ -n "${form_shot:-}" ]; then
        cp "$img" "$out/$form_shot.png"
        echo "  $out/$form_shot.png"
        form_shot=""
    fi
    read -r x y w h <<<"$start"
    click $((wx + x + w / 2)) $((wy + y + h / 2))
    sleep 1
}

# --- measuring ----------------------------------------------------------------

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# A region of the screen as raw pixels (equal files = equal pixels).
raw() {
    import -window root -crop "$1" +repage "rgb:$2"
}

report="$out/responsiveness.txt"
note() {
    echo "  $*"
    echo "$*" >>"$report"
}

# Clicks Flip and times how long the board's coordinates take to change on
# screen, polling a strip left of the board (the row numbers) as fast as
# `import` goes. Sets flip_at (ms since t0) and flip_ms.
timed_flip() {
    find_button 0 3
    local strip="$((bx - wx))x${wh}+${wx}+${wy}" polls=0 start grab_ms
    pointer "$btn_x" "$btn_y"
    sleep 0.1
    start=$(now_ms)
    raw "$strip" "$tmp/before.rgb"
    grab_ms=$(($(now_ms) - start))
    start=$(now_ms)
    xdotool click 1
    flip_at=$((start - t0))
    flip_ms="no change within 10 s"
    while [ $(($(now_ms) - start)) -lt 10000 ]; do
        raw "$strip" "$tmp/after.rgb"
        polls=$((polls + 1))
        if ! cmp -s "$tmp/before.rgb" "$tmp/after.rgb"; then
            flip_ms="$(($(now_ms) - start)) ms (in capture $polls; one capture takes ~$grab_ms ms)"
            break
        fi
    done
}

# Columns of the move box with ink in them: grows with the typed text (the
# blinking caret adds one).
ink_columns() {
    import -window root -crop "$box_area" +repage png:- |
        convert - -colorspace gray -threshold 50% -negate -scale "${box_area%%x*}x1!" \
            -threshold 0 -format '%[fx:round(mean*w)]' info:
}

# Types TEXT into the move box, then times until all of it is on screen:
# until the box has as many inked columns as it had for the same text with
# no bot thinking (type_ink, measured by the first call). Sets type_ms.
type_ink=""
timed_typing() {
    click_move_box
    sleep 0.3
    xdotool type --delay 40 "$1"
    local start polls=0 ink
    start=$(now_ms)
    if [ -z "$type_ink" ]; then
        sleep 1.5
        type_ink=1000
        for _ in 1 2 3 4 5 6; do
            ink=$(ink_columns)
            [ "$ink" -lt "$type_ink" ] && type_ink=$ink
            sleep 0.1
        done
    fi
    type_ms="not all there within 10 s"
    while [ $(($(now_ms) - start)) -lt 10000 ]; do
        polls=$((polls + 1))
        if [ "$(ink_columns)" -ge "$type_ink" ]; then
            type_ms="$(($(now_ms) - start)) ms after the last key (in capture $polls)"
            break
        fi
    done
}

# CPU time of each of the app's threads: "tid ticks name" lines (Linux).
thread_ticks() {
    local t
    for t in /proc/"$app_pid"/task/*; do
        [ -r "$t/stat" ] || continue
        # utime and stime follow the ")" that closes the thread's name.
        echo "$(basename "$t") $(sed 's/.*) //' "$t/stat" | awk '{ print $12 + $13 }') $(cat "$t/comm")"
    done 2>/dev/null | LC_ALL=C sort
}

# Samples the status text (turn, thinking line) every quarter second into
# $tmp/samples/, named by milliseconds since t0, until stopped.
sampler_pid=""
start_sampler() {
    mkdir -p "$tmp/samples"
    local area="390x90+$((wx + ww - 390))+${wy}"
    (
        while :; do
            raw "$area" "$tmp/samples/$(printf '%06d' $(($(now_ms) - t0))).rgb"
            sleep 0.25
        done
    ) &
    sampler_pid=$!
}
stop_sampler() {
    [ -n "$sampler_pid" ] || return 0
    kill "$sampler_pid" 2>/dev/null || true
    wait "$sampler_pid" 2>/dev/null || true
    sampler_pid=""
}

# --- the scenes -----------------------------------------------------------------

echo "Scenes:"
start_app

shot 01-fresh-copenhagen

find_board 11
click_square h1
shot 02-selected
click_square h3 # h1-h3, then defenders g5-i5, attackers j6-j5, e7-e9, h3-h5 takes i5
move g5 i5
move j6 j5
move e7 e9
move h3 h5
pointer "$((wx + ww - 100))" "$((wy + wh - 20))"
sleep 0.5
shot 03-in-progress

: >"$report"
note "Binary: $bin"
note "Flip with no bot thinking (the game of 03-in-progress):"
t0=$(now_ms)
for _ in 1 2 3; do
    timed_flip
    note "  clicked Flip: the board changed on screen after $flip_ms"
    sleep 0.5
done
# Back to the usual side (an odd number of flips above).
press 0 3
sleep 0.5
timed_typing f4-c4
note "  typed f4-c4 into the move box (reference: all of it on screen, $type_ink columns of ink)"
xdotool key ctrl+a BackSpace
timed_typing f4-c4
note "  typed f4-c4 again: all of it on screen $type_ms"
xdotool key ctrl+a BackSpace
sleep 0.3

new_game brandubh Person Person
find_board 7
move d2 b2
pointer "$((wx + ww - 100))" "$((wy + wh - 20))"
sleep 0.5
shot 04-brandubh-7x7

new_game alea19 Person Person
find_board 19
move g5 g2
pointer "$((wx + ww - 100))" "$((wy + wh - 20))"
sleep 0.5
shot 05-alea19-19x19

# The strongest bot, Allfather, thinks ten seconds a move. A person opens
# with h1-h3, then the bot (defenders) thinks; meanwhile the script clicks
# Flip twice, types into the move box and takes screenshots.
form_shot=06-new-game-form
new_game copenhagen Person Allfather
find_board 11
click_square h1
click_square h3
t0=$(now_ms)
start_sampler
note "Allfather (defenders, 10 s a move) starts thinking after h1-h3 at +0 ms:"
rshot() {
    shot "$1" >/dev/null
    note "  +$(($(now_ms) - t0)) ms: screenshot $1.png"
}
sleep 1
rshot 07-bot-thinking
thread_ticks >"$tmp/ticks-start"
ticks_at=$(now_ms)
timed_flip
note "  +$flip_at ms: clicked Flip: the board changed on screen after $flip_ms"
rshot 08-responsive-flipped
timed_typing f4-c4
note "  +$(($(now_ms) - t0)) ms: clicked the move box and typed f4-c4: all of it on screen $type_ms"
rshot 09-responsive-typed
xdotool key ctrl+a BackSpace
sleep 0.5
rshot 10-responsive
timed_flip
note "  +$flip_at ms: clicked Flip: the board changed on screen after $flip_ms"
rshot 11-responsive
thread_ticks >"$tmp/ticks-end"
if [ -s "$tmp/ticks-start" ]; then
    note "  CPU use of the app's threads from +$((ticks_at - t0)) to +$(($(now_ms) - t0)) ms (% of one core):"
    hz=$(getconf CLK_TCK)
    span=$(($(now_ms) - ticks_at))
    LC_ALL=C join "$tmp/ticks-start" "$tmp/ticks-end" |
        awk -v hz="$hz" -v span="$span" -v main="$app_pid" '{
            used = ($4 - $2) * 100000 / hz / span
            name = $3 (($1 == main) ? " (main thread: events, layout, drawing)" : "")
            if (used >= 1 || $1 == main) printf "%3d%%  %s\n", used, name
        }' | while read -r line; do note "    $line"; done
fi
# Allfather plays after its ten seconds.
while [ $(($(now_ms) - t0)) -lt 13000 ]; do sleep 0.5; done
shot 12-bot-moved
stop_sampler
note "The status text (turn and thinking lines) changed on screen at:"
prev=""
for f in "$tmp"/samples/*.rgb; do
    if [ -n "$prev" ] && ! cmp -s "$prev" "$f"; then
        note "  +$((10#$(basename "$f" .rgb))) ms"
    fi
    prev="$f"
done
note "  ($(ls "$tmp"/samples | wc -l) samples from +0 to +13000 ms)"
stop_app

# A finished game, opened from a record sheet: game 61 of the Copenhagen
# corpus, which ends with the king escaping to a corner on move 5.
cat >"$tmp/corner-escape.tafl" <<'EOF'
Variant: copenhagen
Result: defenders (corner escape)
Perspective: attackers
First: attackers

 No | Attacker | Capt || No | Defender | Capt
  1 | ←7·8     |      ||   1 | ↑8·8     | 1
  2 | ↑10·11   |      ||   2 | →10·6    |
  3 | ↑11·10   |      ||   3 | k→9·6    |
  4 | ←9·5     |      ||   4 | k↑9·11   | 1
  5 | ←9·10    |      ||   5 | k→11·11  | E
EOF
# Opened by a relative name, so the status shows no temporary folder.
cd "$tmp"
start_app corner-escape.tafl
sleep 1
shot 13-finished
stop_app
cd "$root"

small() {
    convert "$1" -resize "$3" -strip +dither -colors 255 "PNG8:$2"
}
if [ -n "$scale" ]; then
    mkdir -p "$out/small"
    for f in "$out"/*.png; do
        small "$f" "$out/small/$(basename "$f")" "$scale"
    done
    echo "  scaled copies in $out/small/"
fi
if $docs; then
    mkdir -p "$root/docs/screenshots"
    for pair in 01-fresh-copenhagen:fresh-copenhagen 03-in-progress:game-in-progress \
        07-bot-thinking:bot-thinking 13-finished:finished-game \
        04-brandubh-7x7:brandubh-7x7 05-alea19-19x19:alea19-19x19; do
        small "$out/${pair%%:*}.png" "$root/docs/screenshots/${pair#*:}.png" 60%
        echo "  $root/docs/screenshots/${pair#*:}.png"
    done
fi

echo "Responsiveness (also in $report):"
sed 's/^/  /' "$report"
