#!/bin/sh
# Records what `vclife script` prints for every script in scripts/, in every format and
# language, into expected/: the outputs a change to the script path must keep byte for byte.
# Usage: Tests/EndToEndTests/Fixtures/record.sh [path/to/vclife]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-"$here/../../../.build/debug/vclife"}
mkdir -p "$here/expected"
for script in "$here"/scripts/*.vcl; do
  base=$(basename "$script" .vcl)
  # lesson-NAME.vcl runs on the lesson NAME's scenario (its controllers, budget and root).
  case "$base" in
    lesson-*) set -- --scenario "${base#lesson-}" ;;
    *) if [ -f "$here/scripts/$base.yaml" ]; then set -- --scenario "scripts/$base.yaml"; else set --; fi ;;
  esac
  for format in text jsonl markdown; do
    for lang in en zh both; do
      out="$here/expected/$base.$lang.$format"
      status=0
      # Run from here so the scenario's path, which the output may name, is the same anywhere.
      (cd "$here" && "$binary" script "$@" --format "$format" --lang "$lang" "scripts/$base.vcl") \
        >"$out" || status=$?
      echo "$status" >"$out.status"
    done
  done
done
