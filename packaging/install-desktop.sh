#!/bin/sh
# Put vtt in the desktop's application menu (per user): run from the unpacked vtt folder.
set -e
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
mkdir -p "$apps" "$icons"
cp "$here/vtt.png" "$icons/vtt.png"
sed "s|^Exec=vtt |Exec=\"$here/vtt\" |" "$here/vtt.desktop" > "$apps/vtt.desktop"
echo "vtt is in the application menu ($apps/vtt.desktop)"
