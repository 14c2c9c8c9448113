#!/bin/sh
# Installs vclife's files: the binary, the man page and the shell completions, under
# $DESTDIR$PREFIX; with "uninstall", removes exactly those files.
# Usage: install-files.sh install|uninstall BINARY MANPAGE   (PREFIX, DESTDIR from the environment)
set -eu
action=$1
binary=$2
manpage=$3
root="${DESTDIR:-}${PREFIX:-/usr/local}"
bin="$root/bin/vclife"
# `vclife read`'s reader, a program of its own, installed beside vclife when it was built.
reader="$root/bin/vclife-read"
man="$root/share/man/man1/vclife.1"
bash_completion="$root/share/bash-completion/completions/vclife"
zsh_completion="$root/share/zsh/site-functions/_vclife"
fish_completion="$root/share/fish/vendor_completions.d/vclife.fish"

case "$action" in
install)
  install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
  install -m 755 "$binary" "$bin"
  if [ -x "$(dirname "$binary")/vclife-read" ]; then
    install -m 755 "$(dirname "$binary")/vclife-read" "$reader"
  fi
  install -m 644 "$manpage" "$man"
  # Completions come from the argument parser, so they always match the options.
  for shell in bash zsh fish; do
    case $shell in
    bash) target=$bash_completion ;;
    zsh) target=$zsh_completion ;;
    fish) target=$fish_completion ;;
    esac
    "$binary" --generate-completion-script "$shell" >"$target.tmp"
    chmod 644 "$target.tmp"
    mv "$target.tmp" "$target"
  done
  ;;
uninstall)
  rm -f "$bin" "$reader" "$man" "$bash_completion" "$zsh_completion" "$fish_completion"
  ;;
*)
  echo "usage: $0 install|uninstall BINARY MANPAGE" >&2
  exit 2
  ;;
esac
