# vclife — `make` builds, `make run` opens the live screen, `make test` runs every test; each
# first checks for the system packages it needs (`deps`).
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE := .build/release/vclife

.PHONY: all deps practice-parsers build release reader run test test-release screenshot bench fuzz soak lint format install uninstall clean

all: build

# macOS: Homebrew's ncurses is keg-only (macOS has its own, older ncurses without
# libncursesw), so its pkg-config directory is put on the path SwiftPM searches for ncursesw.
ifeq ($(shell uname -s),Darwin)
BREW_NCURSES := $(shell brew --prefix ncurses 2>/dev/null)
export PKG_CONFIG_PATH := $(BREW_NCURSES)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif

# System packages: ncursesw headers (the CNcurses shim), pkg-config (to find them), libedit
# (line editing at the `vclife script` prompt), tmux (the end-to-end tests drive the real binary
# in it), python3 (byte counts in `make bench`, `make soak`), man (the man page test). As root
# they are installed with apt-get, else with sudo; with neither, the exact command is printed.
deps:
ifeq ($(shell uname -s),Darwin)
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing ncurses pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  if command -v brew >/dev/null 2>&1; then echo "Installing:$$missing"; brew install $$missing; \
	  else echo "vclife needs Homebrew (https://brew.sh), then: brew install$$missing" >&2; exit 1; fi; \
	fi
else
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncurses-dev pkg-config"; \
	pkg-config --exists libedit 2>/dev/null || missing="$$missing libedit-dev"; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev"; \
	python3 -c 'import ensurepip' 2>/dev/null || missing="$$missing python3-venv"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	command -v man >/dev/null 2>&1 || missing="$$missing man-db"; \
	if [ -n "$$missing" ]; then \
	  install="apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing"; \
	  if ! command -v apt-get >/dev/null 2>&1; then \
	    echo "vclife needs these packages (Debian names; install your system's own):$$missing" >&2; exit 1; \
	  elif [ "$$(id -u)" -eq 0 ]; then \
	    echo "Installing:$$missing"; sh -c "$$install"; \
	  elif command -v sudo >/dev/null 2>&1; then \
	    echo "Installing with sudo:$$missing"; sudo sh -c "$$install"; \
	  else \
	    echo "vclife needs:$$missing. As root, run:" >&2; \
	    echo "  apt-get update && apt-get install -y$$missing" >&2; exit 1; \
	  fi; \
	fi
endif
	@$(MAKE) --no-print-directory practice-parsers

# The parsers the practice exports are read back with in `make test` (GIFT, Moodle XML), in a
# virtual environment of their own under .build, pinned to the versions the checks were
# written against.
PRACTICE_VENV := .build/practice-venv
practice-parsers:
	@$(PRACTICE_VENV)/bin/python -c 'import pygiftparser, moodle_xml_parser' 2>/dev/null || { \
	  echo "Installing the export parsers in $(PRACTICE_VENV)"; \
	  python3 -m venv $(PRACTICE_VENV) && \
	  $(PRACTICE_VENV)/bin/pip install -q pygiftparser==1.1 moodle-xml-parser==0.3.1; }

# SwiftPM drops ncursesw's pkg-config -D flags with a `prohibited flag(s)` warning: harmless (docs/install.md).
build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation into the binary on Linux. Linked
# dynamically, vclife loads 24 shared libraries before its first frame (11 when static),
# among them Foundation's internationalization and its 40 MB ICU library (Yams, the lessons'
# YAML parser, needs all of Foundation, so no `import FoundationEssentials` of vclife's own
# keeps them out), and the loader's symbol lookups cost more than the frame: the first frame
# came in 17.6 ms and 23.9 MiB, static in 6.9 ms and 17.9 MiB (the least of 40 starts each,
# side by side; the bare ncurses program: 4.1 ms, 10.6 MiB; docs/performance.md). The price
# is the binary: 91 MB instead of 21 (64 MB instead of 5.9 stripped) and a few seconds more
# of linking. SwiftPM compiles every module again for the flag: a plain `swift build -c
# release` puts the dynamic binary back.
RELEASE_FLAGS := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product vclife

# `vclife read`'s reader (tree-sitter), built apart so `make run` never waits for it;
# `make install` copies it beside vclife when it is there.
reader: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product vclife-read

run: release
	$(RELEASE)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The end-to-end tests (signals, the terminal given back, temporary files, recordings: the real
# binary in tmux and in pipes) again, against the release binary that `make run` and
# `make install` ship: an optimized build once ended every signal with exit status 0 while the
# debug build, the only one tested, was right.
test-release: release reader
	$(SWIFT) build --build-tests
	VCLIFE_BINARY=$(CURDIR)/$(RELEASE) $(SWIFT) test --skip-build --filter EndToEndTests

# The README's picture of the live screen: docs/screen-80x24.txt and the README's copy of it,
# drawn at 80×24 by the live screen's own renderer (the photo-album app after `p` `p`). A test
# fails when either differs from what the current build draws; this target redraws both.
screenshot: deps
	$(SWIFT) build --build-tests
	UPDATE_GOLDEN=1 $(SWIFT) test --skip-build --filter ScreenPictureTests

# The terminal measurements run first, on a quiet machine: the simulator run after them
# keeps millions of events in memory. Then `vclife script`: events per second per format
# beside the simulator's own, and the peak memory of a 1,000- and a 10,000,000-action run;
# then what each input limit admits, at the limit and past it (time and peak memory); then
# `vclife read`: its binary's size, and its precision, recall and read time per file over
# its development corpus.
bench: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)
	python3 Benchmarks/terminal_bytes.py $(RELEASE) .build/release/bare-ncurses
	.build/release/vclife-bench
	python3 Benchmarks/script_throughput.py $(RELEASE) .build/release/vclife-bench
	python3 Benchmarks/bounded_costs.py $(RELEASE)
	python3 Benchmarks/idle_cpu.py $(RELEASE)
	@echo "vclife-read: $$(wc -c < .build/release/vclife-read) bytes (release); the reader's corpus:"
	.build/release/vclife-read --score Tests/VCLifeReadTests/Corpus

# libFuzzer on the script parser, the scenario and lesson loader, the key decoder, the
# saved-session reader, the class protocol and `vclife read`'s reader (Tests/Fuzz),
# FUZZ_SECONDS each; a crash, a broken invariant or a hang fails. Every module is
# instrumented (-sanitize=fuzzer for Swift, -fsanitize=fuzzer-no-link for libyaml's and
# tree-sitter's C) and checked by AddressSanitizer, so the fuzz
# binary has its own build directory: the normal build's binaries stay plain and are not
# rebuilt. Inputs found are kept in .build/fuzz/corpus,
# crashes in .build/fuzz/artifacts; the committed seeds in Tests/Fuzz/Corpus, the built-in
# lessons' own files (Sources/VCLifeScript/Lesson/BuiltIn) and, for `read`, the reader's
# development corpus (Tests/VCLifeReadTests/Corpus) are only read.
# A crash replays with `.build/fuzz/$(FUZZ_CONFIGURATION)/vclife-fuzz TARGET FILE`.
FUZZ_SECONDS ?= 60
FUZZ_CONFIGURATION ?= release
# libFuzzer's seed: empty draws one at random (a long run to find new inputs); a number
# makes the run repeatable, so CI's short smoke fails or passes the same way on every
# machine, and a failure there is reproduced with the same seed (Swift's hashing is made
# deterministic too: a set's order changes the coverage, and so the inputs tried).
FUZZ_SEED ?=
FUZZ_TARGETS := script document keys session class read
FUZZ_DIR := .build/fuzz
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
	-Xcc -fsanitize=fuzzer-no-link,address

fuzz: deps
	@mkdir -p $(FUZZ_DIR)
	@echo "Building the fuzz targets ($(FUZZ_CONFIGURATION), instrumented)"
	@$(SWIFT) build -c $(FUZZ_CONFIGURATION) --scratch-path $(FUZZ_DIR) --product vclife-fuzz \
	  $(FUZZ_FLAGS) >$(FUZZ_DIR)/build.log 2>&1 || { cat $(FUZZ_DIR)/build.log; exit 1; }
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/artifacts/$$target; \
	  dict=""; [ -f Tests/Fuzz/$$target.dict ] && dict="-dict=Tests/Fuzz/$$target.dict"; \
	  lessons=""; [ $$target = document ] && lessons=Sources/VCLifeScript/Lesson/BuiltIn; \
	  [ $$target = read ] && lessons=Tests/VCLifeReadTests/Corpus; \
	  echo "fuzz $$target: $(FUZZ_SECONDS) s"; \
	  $(if $(FUZZ_SEED),SWIFT_DETERMINISTIC_HASHING=1) \
	  $(FUZZ_DIR)/$(FUZZ_CONFIGURATION)/vclife-fuzz $$target $$dict \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 \
	    $(if $(FUZZ_SEED),-seed=$(FUZZ_SEED)) \
	    -artifact_prefix=$(FUZZ_DIR)/artifacts/$$target/ \
	    $(FUZZ_DIR)/corpus/$$target Tests/Fuzz/Corpus/$$target $$lessons \
	    >$(FUZZ_DIR)/$$target.log 2>&1 \
	    || { tail -n 60 $(FUZZ_DIR)/$$target.log; echo "fuzz $$target failed; the input is in $(FUZZ_DIR)/artifacts/$$target"; exit 1; }; \
	  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' $(FUZZ_DIR)/$$target.log; \
	done

# The live screen soaked (Tests/Soak/soak.py): SOAK_KEYS random keys and resizes, in a
# pseudo-terminal, spread over every mode; after each burst the process must be alive, answer
# a key, and look the same after a forced repaint (Ctrl-L). Prints keys per second and the
# peak memory. SOAK_CONFIGURATION=debug soaks the debug binary that `make test` built.
SOAK_KEYS ?= 1000000
SOAK_CONFIGURATION ?= release
SOAK_SEED ?=

soak: deps
	$(SWIFT) build -c $(SOAK_CONFIGURATION) $(if $(filter release,$(SOAK_CONFIGURATION)),$(RELEASE_FLAGS)) --product vclife
	python3 Tests/Soak/soak.py .build/$(SOAK_CONFIGURATION)/vclife --keys $(SOAK_KEYS) \
	  $(if $(SOAK_SEED),--seed $(SOAK_SEED))

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks

# The release binary (and vclife-read, after `make reader`), the man page vclife.1 (written by hand, beside the README) and
# completions for bash, zsh and fish; PREFIX and DESTDIR honoured. It only copies, so
# `make release && sudo make install` builds as the user. uninstall removes exactly those files.
install:
	@[ -x $(RELEASE) ] || { echo "no $(RELEASE): run \`make release\` first" >&2; exit 1; }
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) sh Scripts/install-files.sh install $(RELEASE) vclife.1

uninstall:
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) sh Scripts/install-files.sh uninstall - -

clean:
	rm -rf .build
