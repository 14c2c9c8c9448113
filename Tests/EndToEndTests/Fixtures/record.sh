#!/bin/sh
# Records what `vclife script` prints for the scripts in scripts/: for every script, its exit
# status and its trace (traces/SCRIPT.status, traces/SCRIPT.trace: the English jsonl without
# the events' reasons, which the tests take from the narrator); and, for the few cases that
# FixtureTests.wholeCases lists (the same list as below), the whole output (expected/).
# Usage: Tests/EndToEndTests/Fixtures/record.sh [path/to/vclife]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-"$here/../../../.build/debug/vclife"}
whole="case04-ios5-warning.en.text case04-ios5-warning.zh.markdown
case04-ios5-warning.both.jsonl errors.zh.text errors.en.markdown case09-present.en.jsonl
lesson-out-of-memory.zh.jsonl lesson-memory-warnings.both.text case08-tabs.both.markdown"
rm -rf "$here/expected" "$here/traces"
mkdir -p "$here/expected" "$here/traces"

# run BASE LANG FORMAT: the script's output on standard output; its status in $status.
run() {
  # lesson-NAME.vcl runs on the lesson NAME's scenario (its controllers, budget and root).
  case "$1" in
    lesson-*) set -- "$@" --scenario "${1#lesson-}" ;;
    *) if [ -f "$here/scripts/$1.yaml" ]; then set -- "$@" --scenario "scripts/$1.yaml"; fi ;;
  esac
  base=$1 lang=$2 format=$3
  shift 3
  status=0
  # Run from here so the scenario's path, which the output may name, is the same anywhere.
  (cd "$here" && "$binary" script "$@" --format "$format" --lang "$lang" "scripts/$base.vcl") ||
    status=$?
}

for script in "$here"/scripts/*.vcl; do
  base=$(basename "$script" .vcl)
  # An event's reason goes; a bad line's message stays (FixtureStructure.trace, the same rule).
  run "$base" en jsonl >"$here/traces/$base.jsonl"
  echo "$status" >"$here/traces/$base.status"
  sed -E '/"object":"Script","name":"bad line"/!s/,"reason":"([^"\\]|\\.)*"//' \
    "$here/traces/$base.jsonl" >"$here/traces/$base.trace"
  rm "$here/traces/$base.jsonl"
done
for name in $whole; do
  base=${name%%.*} rest=${name#*.}
  run "$base" "${rest%%.*}" "${rest#*.}" >"$here/expected/$name"
done
