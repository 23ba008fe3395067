#!/usr/bin/env bash
# Installs Taflbord for the current user (or into any prefix): the binary,
# its desktop entry, icons, MIME type and AppStream metainfo. Run with
# --help for the options.
set -euo pipefail

app_id=io.github.taflbord.Taflbord
icon_sizes=(16 24 32 48 64 128 256 512)

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
prog="$(basename "$0")"

usage() {
  cat <<EOF
Usage: $prog [--prefix DIR] [--no-build] [--no-sound] [--uninstall]

Builds Taflbord (cargo build --release --locked) and installs it with its
desktop entry, icons, MIME type (application/x-tafl) and AppStream
metainfo, then refreshes the desktop, MIME and icon caches.

Options:
  --prefix DIR   install under DIR (default: \$HOME/.local); the binary goes
                 to DIR/bin, everything else to DIR/share
  --no-build     do not run cargo; install the binary already built at
                 \${CARGO_TARGET_DIR:-target}/release/taflbord
  --no-sound     build without sound (no ALSA headers needed)
  --uninstall    remove the files an installation into the prefix put there
                 and refresh the caches
  -h, --help     show this help

DESTDIR, when set, is put in front of every installed path (for packagers);
the desktop entry still names DIR/bin/taflbord and no cache is refreshed.
EOF
}

die() {
  echo "$prog: $*" >&2
  exit 1
}

prefix=""
build=1
uninstall=0
features=()
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix)
      [ $# -ge 2 ] || die "--prefix needs a directory"
      prefix="$2"
      shift 2
      ;;
    --prefix=?*)
      prefix="${1#--prefix=}"
      shift
      ;;
    --no-build) build=0; shift ;;
    --no-sound) features=(--no-default-features --features app); shift ;;
    --uninstall) uninstall=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) die "unknown argument: $1 (see --help)" ;;
  esac
done

if [ -z "$prefix" ]; then
  [ -n "${HOME:-}" ] || die "HOME is not set; give --prefix"
  prefix="$HOME/.local"
fi
# The desktop entry names the binary by its absolute path.
case "$prefix" in
  /*) ;;
  *) prefix="$PWD/$prefix" ;;
esac
while [ "${#prefix}" -gt 1 ] && [ "${prefix%/}" != "$prefix" ]; do
  prefix="${prefix%/}"
done
case "$prefix" in
  *$'\n'*) die "the prefix must not contain a newline" ;;
esac
destdir="${DESTDIR:-}"
dest="$destdir$prefix"

bin_path="$prefix/bin/taflbord"

# Every file an installation puts under the prefix, relative to it.
installed_files() {
  echo "bin/taflbord"
  echo "share/applications/$app_id.desktop"
  local n
  for n in "${icon_sizes[@]}"; do
    echo "share/icons/hicolor/${n}x${n}/apps/taflbord.png"
  done
  echo "share/icons/hicolor/scalable/apps/taflbord.svg"
  echo "share/mime/packages/$app_id.xml"
  echo "share/metainfo/$app_id.metainfo.xml"
}

# Quotes a path as one argument of a desktop entry's Exec key (the Desktop
# Entry Specification's quoting, then its escaping of string values).
exec_arg() {
  local s="${1//%/%%}"
  case "$s" in
    *[[:space:]\"\'\\\>\<~\|\&\;\$\*\?\#\(\)\`]*)
      s="${s//\\/\\\\}"
      s="${s//\"/\\\"}"
      s="${s//\`/\\\`}"
      s="${s//\$/\\\$}"
      s="\"$s\""
      ;;
  esac
  printf '%s' "${s//\\/\\\\}"
}

# The desktop entry with Exec and TryExec naming the installed binary, so
# that it starts even when the prefix's bin is not on PATH.
desktop_entry() {
  local line
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
      Exec=*) printf 'Exec=%s %%f\n' "$(exec_arg "$bin_path")" ;;
      TryExec=*) printf 'TryExec=%s\n' "${bin_path//\\/\\\\}" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done <"$here/$app_id.desktop"
}

refresh_caches() {
  [ -z "$destdir" ] || return 0
  local share="$prefix/share"
  if [ -d "$share/applications" ] && command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" || echo "$prog: update-desktop-database failed" >&2
  fi
  if [ -d "$share/mime/packages" ] && command -v update-mime-database >/dev/null 2>&1; then
    # Quiet unless it fails: it also warns when the prefix is not searched
    # for data, which the note at the end says more briefly.
    local out
    out="$(update-mime-database "$share/mime" 2>&1)" || echo "$out" >&2
  fi
  if [ -d "$share/icons/hicolor" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f -t "$share/icons/hicolor" || echo "$prog: gtk-update-icon-cache failed" >&2
  fi
}

if [ "$uninstall" -eq 1 ]; then
  while IFS= read -r f; do
    if [ -e "$dest/$f" ] || [ -L "$dest/$f" ]; then
      rm -f -- "$dest/$f"
      echo "removed $dest/$f"
    fi
  done < <(installed_files)
  refresh_caches
  exit 0
fi

# The binary: built here, or the one already built.
target_dir="${CARGO_TARGET_DIR:-$root/target}"
case "$target_dir" in
  /*) ;;
  *) target_dir="$PWD/$target_dir" ;; # cargo reads it from the current directory
esac
if [ "$build" -eq 1 ]; then
  command -v cargo >/dev/null 2>&1 || die "cargo is not installed (or use --no-build)"
  (cd "$root" && CARGO_TARGET_DIR="$target_dir" cargo build --release --locked --bin taflbord ${features[@]+"${features[@]}"})
fi
built="$target_dir/release/taflbord"
[ -x "$built" ] || die "no binary at $built (build it with cargo build --release, or drop --no-build)"

install -D -m 755 "$built" "$dest/bin/taflbord"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
desktop_entry >"$tmp"
install -D -m 644 "$tmp" "$dest/share/applications/$app_id.desktop"
for n in "${icon_sizes[@]}"; do
  install -D -m 644 "$root/assets/icon/hicolor/$n/taflbord.png" \
    "$dest/share/icons/hicolor/${n}x${n}/apps/taflbord.png"
done
install -D -m 644 "$root/assets/icon/taflbord.svg" "$dest/share/icons/hicolor/scalable/apps/taflbord.svg"
install -D -m 644 "$here/$app_id.xml" "$dest/share/mime/packages/$app_id.xml"
install -D -m 644 "$here/$app_id.metainfo.xml" "$dest/share/metainfo/$app_id.metainfo.xml"

while IFS= read -r f; do
  echo "installed $dest/$f"
done < <(installed_files)
refresh_caches

case ":${PATH:-}:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; the desktop entry starts $bin_path directly" ;;
esac
data_dirs="${XDG_DATA_HOME:-${HOME:-}/.local/share}:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
case ":$data_dirs:" in
  *":$prefix/share:"* | *":$prefix/share/:"*) ;;
  *) echo "note: $prefix/share is not in XDG_DATA_HOME or XDG_DATA_DIRS; menus will not show Taflbord until it is" ;;
esac
