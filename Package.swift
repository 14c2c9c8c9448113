// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "vclife",
  products: [
    .executable(name: "vclife", targets: ["vclife"]),
    // The reader of a student's own controller: its own product, so `vclife` never links
    // tree-sitter (see the block of reader targets below).
    .executable(name: "vclife-read", targets: ["vclife-read"]),
  ],
  dependencies: [
    // Pinned to the minor releases vclife is tested with (Package.resolved is not committed):
    // the completions use argument-parser's 1.8 completion kinds, and YAMLGuard imports
    // Yams' internal CYaml module, which a minor release could change.
    .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
    .package(url: "https://github.com/jpsim/Yams", .upToNextMinor(from: "6.2.2")),
  ],
  targets: [
    /// The system ncurses (wide-character build), wrapped by one header.
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    /// libedit (BSD editline): line editing and history at the `vclife script` prompt.
    .systemLibrary(
      name: "CLineEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    /// What a signal that ends the process does (the terminal given back, the session kept,
    /// an unfinished file removed): one C file, so every module shares its one state.
    .target(name: "CSignalGuard"),
    /// The system SQLite, wrapped by one header: the practice answers' database.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    /// The simulated UIKit: controllers, containers, memory, events. No terminal, no I/O.
    .target(name: "VCLifeCore"),
    /// The `vclife script` language, scenario files and the text/jsonl/markdown reports.
    /// The built-in lessons are YAML files read by the same loader as a teacher's own, embedded
    /// in the binary so it runs from anywhere.
    .target(
      name: "VCLifeScript",
      dependencies: ["VCLifeCore", .product(name: "Yams", package: "Yams")],
      resources: [
        .embedInCode("Lesson/BuiltIn/load-cycle.yaml"),
        .embedInCode("Lesson/BuiltIn/origins.yaml"),
        .embedInCode("Lesson/BuiltIn/navigation.yaml"),
        .embedInCode("Lesson/BuiltIn/memory-warnings.yaml"),
        .embedInCode("Lesson/BuiltIn/listing-4-3.yaml"),
        .embedInCode("Lesson/BuiltIn/caches.yaml"),
        .embedInCode("Lesson/BuiltIn/out-of-memory.yaml"),
        .embedInCode("Lesson/BuiltIn/tabs-and-modals.yaml"),
        .embedInCode("Lesson/BuiltIn/gotchas.yaml"),
        .embedInCode("Lesson/BuiltIn/resizing.yaml"),
        .embedInCode("Lesson/BuiltIn/today.yaml"),
      ]
    ),
    /// The live session without a terminal: one state (``Classroom``), one reducer, the key
    /// table. Compare mode's sides are views of its one timeline; a practice item is played
    /// as a two-step plan.
    .target(
      name: "VCLifeClassroom", dependencies: ["VCLifeCore", "VCLifeScript", "VCLifePractice"]),
    /// Practice items generated from a seed and checked by the simulator, and their exports
    /// (jsonl, Markdown, GIFT, Moodle XML, QTI). No I/O beyond the bytes it returns.
    .target(name: "VCLifePractice", dependencies: ["VCLifeCore", "VCLifeScript"]),
    /// A student's practice answers in a SQLite file and the SM-2 schedule they give.
    .target(name: "VCLifePracticeStore", dependencies: ["VCLifePractice", "CSQLite"]),
    /// The live visualiser without a terminal: grid, panes, the live loop and the two doors it
    /// owns (``TerminalIO``, ``ClassLink``).
    .target(name: "VCLifeUI", dependencies: ["VCLifeCore", "VCLifeScript", "VCLifeClassroom"]),
    /// The curses terminal behind the live loop's ``TerminalIO``: key decoding, the palette,
    /// the character locale, signals, recordings (asciicast files, live or headless). The only
    /// module that imports CNcurses or CSignalGuard.
    .target(
      name: "VCLifeTerminal",
      dependencies: ["VCLifeScript", "VCLifeClassroom", "VCLifeUI", "CNcurses", "CSignalGuard"]),
    /// The class's sockets behind the live loop's ``ClassLink``: the teacher's server, a
    /// student's client, the links that carry a classroom's changes through them.
    .target(name: "VCLifeClassLink", dependencies: ["VCLifeScript", "VCLifeClassroom"]),
    /// Command-line entry point: argument parsing and wiring only.
    .executableTarget(
      name: "vclife",
      dependencies: [
        "VCLifeCore", "VCLifeScript", "VCLifeClassroom", "VCLifeUI", "VCLifeTerminal",
        "VCLifeClassLink", "CLineEdit", "VCLifePractice", "VCLifePracticeStore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    /// `make bench`: simulator and rendering measurements of a release build.
    .executableTarget(
      name: "vclife-bench",
      dependencies: [
        "VCLifeCore", "VCLifeClassroom", "VCLifeUI", "VCLifeClassLink", "VCLifePractice",
        "VCLifePracticeStore",
      ],
      path: "Benchmarks/vclife-bench"
    ),
    /// `make bench`: a bare Swift program that links ncursesw and draws one screen, the anchor
    /// the live screen's start-up and memory are compared with.
    .executableTarget(
      name: "bare-ncurses", dependencies: ["CNcurses"], path: "Benchmarks/bare-ncurses"),
    /// `make fuzz`: libFuzzer targets for the script parser, the scenario and lesson loader and
    /// the key decoder. Built plainly it replays corpus files, so it is compiled (and kept
    /// compiling) by every build; `make fuzz` builds it again with `-sanitize=fuzzer`.
    .executableTarget(
      name: "vclife-fuzz",
      dependencies: [
        "VCLifeCore", "VCLifeScript", "VCLifeClassroom", "VCLifeUI", "VCLifeTerminal", "VCLifeRead",
      ],
      path: "Tests/Fuzz/vclife-fuzz"
    ),
    // MARK: The reader of a student's own controller (`vclife read`, SPEC §16)
    // tree-sitter's runtime and its Swift and Objective-C grammars, vendored C (each folder
    // has its LICENSE and a README naming the PyPI sdist and its sha256). Only `vclife-read`,
    // the fuzz binary and the reader's tests link them; `vclife` execs `vclife-read`.
    /// tree-sitter's runtime: `lib.c` includes every other source file of the library.
    .target(
      name: "CTreeSitter", exclude: ["LICENSE", "README.md"],
      sources: ["src/lib.c"], cSettings: [.headerSearchPath("src")]),
    /// The Swift grammar (generated parse tables and the external scanner).
    .target(name: "CTreeSitterSwift", exclude: ["LICENSE", "README.md"]),
    /// The Objective-C grammar (generated parse tables).
    .target(name: "CTreeSitterObjC", exclude: ["LICENSE", "README.md"]),
    /// Reads a controller's source (never runs it): the facts, the knob line, what was not
    /// understood, as text in both languages or JSON.
    .target(
      name: "VCLifeRead",
      dependencies: ["CTreeSitter", "CTreeSitterSwift", "CTreeSitterObjC", "VCLifeCore"]),
    /// `vclife-read FILE…`: the program `vclife read` runs.
    .executableTarget(
      name: "vclife-read",
      dependencies: [
        "VCLifeRead",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "VCLifeReadTests", dependencies: ["VCLifeRead", "VCLifeScript"],
      // The development corpus, read from the source tree by path.
      exclude: ["Corpus"]),
    // MARK: End of the reader's block

    /// What several test targets check against, written once: SPEC §7's worked case 4, the
    /// sizes of SPEC §5, the layout callbacks, a JSONL reader, and the facts the reducer's and
    /// the screen's tests read a classroom by. Only test targets depend on it.
    .target(
      name: "VCLifeTestSupport", dependencies: ["VCLifeCore", "VCLifeScript", "VCLifeClassroom"],
      path: "Tests/VCLifeTestSupport"),
    .testTarget(name: "VCLifeCoreTests", dependencies: ["VCLifeCore", "VCLifeTestSupport"]),
    .testTarget(name: "VCLifeScriptTests", dependencies: ["VCLifeScript", "VCLifeTestSupport"]),
    .testTarget(
      name: "VCLifeClassroomTests",
      dependencies: ["VCLifeClassroom", "VCLifeScript", "VCLifePractice", "VCLifeTestSupport"]),
    .testTarget(name: "VCLifePracticeTests", dependencies: ["VCLifePractice", "VCLifeScript"]),
    .testTarget(name: "VCLifePracticeStoreTests", dependencies: ["VCLifePracticeStore"]),
    .testTarget(
      name: "VCLifeUITests",
      dependencies: [
        "VCLifeUI", "VCLifeTerminal", "VCLifeClassLink", "VCLifeClassroom", "VCLifeScript",
        "VCLifeTestSupport",
      ],
      // Golden frames, read from the source tree by path.
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "vclife", "VCLifeScript", "VCLifeClassroom", "VCLifeUI", "VCLifeTerminal", "VCLifePractice",
        "VCLifeTestSupport",
      ],
      // Scripts and the outputs recorded from them, read from the source tree by path.
      exclude: ["Fixtures"]
    ),
  ]
)
