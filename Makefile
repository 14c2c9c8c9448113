# vclife — every target installs what a fresh machine lacks before it builds.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE := .build/release/vclife
MANUAL_CONFIGURATION ?= release

.PHONY: all deps build release run test bench lint format manual install uninstall clean

all: build

# System packages: ncursesw headers (the CNcurses shim), pkg-config (to find them), tmux
# (the end-to-end tests drive the real binary in it), python3 (byte counts in `make bench`).
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncurses-dev pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product vclife

run: release
	$(RELEASE)

# The man page is generated from the argument parser (its generate-manual plugin).
MANPAGE := .build/plugins/GenerateManual/outputs/vclife/vclife.1

manual:
	$(SWIFT) package --disable-sandbox generate-manual --configuration $(MANUAL_CONFIGURATION)

test: deps
	$(SWIFT) build --build-tests
	$(MAKE) manual MANUAL_CONFIGURATION=debug
	$(SWIFT) test --skip-build

# The terminal measurements run first, on a quiet machine: the simulator run after them
# keeps millions of events in memory. Then `vclife script`: events per second per format
# beside the simulator's own, and the peak memory of a 1,000- and a 10,000,000-action run.
bench: deps
	$(SWIFT) build -c release
	python3 Benchmarks/terminal_bytes.py $(RELEASE) .build/release/bare-ncurses
	.build/release/vclife-bench
	python3 Benchmarks/script_throughput.py $(RELEASE) .build/release/vclife-bench

lint: deps
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks

# The binary, the man page vclife.1, and completions for bash, zsh and fish; PREFIX and
# DESTDIR honoured. uninstall removes exactly those files.
install: release
	$(MAKE) manual MANUAL_CONFIGURATION=release
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) sh Scripts/install-files.sh install $(RELEASE) $(MANPAGE)

uninstall:
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) sh Scripts/install-files.sh uninstall - -

clean:
	rm -rf .build
