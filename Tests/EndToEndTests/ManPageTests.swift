import Foundation
import Testing

/// The hand-written man page, vclife.1 beside the README, rendered by man(1) as a user reads
/// it: every section a command-line tool's page has, every option `--help` lists (the root's
/// and each subcommand's), no escape left raw, and `·`-style separators drawn, not dropped.
@Suite struct ManPageTests {
  static let page = InstallTests.repository.appendingPathComponent("vclife.1").path

  /// man-db's `man`: `/usr/bin/man`, or on a minimized Ubuntu image, where `/usr/bin/man` is a
  /// stub that only says "This system has been minimized", the real one dpkg diverted to
  /// `/usr/bin/man.REAL`; nil when neither is there (make deps installs man-db on Debian).
  static let man: String? = {
    let real = "/usr/bin/man.REAL"
    if FileManager.default.isExecutableFile(atPath: real) { return real }
    let path = "/usr/bin/man"
    guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
    // The stub is a short shell script; man-db's man is a binary.
    if let head = FileManager.default.contents(atPath: path)?.prefix(4096),
      String(decoding: head, as: UTF8.self).contains("minimized")
    {
      return nil
    }
    return path
  }()

  static let noMan: Comment = "man-db's man is not installed (apt-get install man-db)"

  /// The page as `man -l` renders it in a UTF-8 locale, 80 columns, overstrikes removed; nil
  /// where man-db's man is not installed.
  static func rendered() -> String? { rendered(locale: "C.UTF-8")?.text }

  /// The page as `man -l` renders it under `locale` (LANG and LC_ALL), 80 columns, overstrikes
  /// removed, and what man and troff wrote on standard error; nil where man-db's man is not
  /// installed.
  static func rendered(locale: String) -> (text: String, warnings: String)? {
    guard let man = Self.man else { return nil }
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-man-\(UInt64.random(in: 0...UInt64.max))").path
    defer {
      try? FileManager.default.removeItem(atPath: base + ".txt")
      try? FileManager.default.removeItem(atPath: base + ".err")
    }
    let command =
      "LANG=\(locale) LC_ALL=\(locale) MANWIDTH=80 MAN_KEEP_FORMATTING= '\(man)' -l '\(page)'"
      + " 2>'\(base).err' | sed 's/.\\x08//g' >'\(base).txt'"
    guard system(command) == 0,
      let text = try? String(contentsOfFile: base + ".txt", encoding: .utf8),
      let warnings = try? String(contentsOfFile: base + ".err", encoding: .utf8)
    else { return nil }
    return (text, warnings)
  }

  /// In the C locale man renders the page in ASCII, where troff has no glyph for Chinese: it
  /// once warned and dropped the language key's 中文, leaving "English, , both".
  @Test(
    .enabled(if: ManPageTests.man != nil, "man-db's man is not installed (apt-get install man-db)"))
  func rendersInTheCLocaleWithoutWarnings() throws {
    let ascii = try #require(Self.rendered(locale: "C"))
    #expect(ascii.warnings.isEmpty, "man in the C locale warned: \(ascii.warnings)")
    #expect(ascii.text.contains("language: English, Chinese, both"))
    let utf8 = try #require(Self.rendered(locale: "C.UTF-8"))
    #expect(utf8.warnings.isEmpty, "man in C.UTF-8 warned: \(utf8.warnings)")
    #expect(utf8.text.contains("language: English, 中文, both"))
  }

  @Test(
    .enabled(if: ManPageTests.man != nil, "man-db's man is not installed (apt-get install man-db)"))
  func hasEverySection() throws {
    let text = try #require(Self.rendered())
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "SCRIPT LANGUAGE", "FILES",
      "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
    ] {
      #expect(text.contains("\n\(section)\n"), "no \(section) section")
    }
    for variable in [
      "NO_COLOR", "TERM", "LANG", "LC_ALL", "LC_MESSAGES", "XDG_STATE_HOME", "XDG_RUNTIME_DIR",
      "HOME",
    ] {
      #expect(text.contains(variable), "ENVIRONMENT lacks \(variable)")
    }
    for status in ["0", "1", "2", "128+n"] {
      #expect(text.contains("\n       \(status) "), "EXIT STATUS lacks \(status)")
    }
    #expect(text.contains("last-session.vcl") && text.contains("vclife-session.vcl"))
    // Escapes rendered: the synopsis' ellipsis, the screen size's ×, the keys' arrows.
    #expect(text.contains("file ...") && text.contains("60×20") && text.contains("← →"))
    #expect(!text.contains("\\("), "a raw escape was left in the page")
  }

  @Test(
    .enabled(if: ManPageTests.man != nil, "man-db's man is not installed (apt-get install man-db)"))
  func namesEveryOptionHelpLists() throws {
    let text = try #require(Self.rendered())
    let commands: [[String]] = [
      ["--help"], ["live", "--help"], ["script", "--help"],
      ["lessons", "--help"], ["record", "--help"], ["practice", "--help"], ["read", "--help"],
    ]
    var seen = Set<String>()
    for command in commands {
      let help = try vclife(command, input: Data())
      #expect(help.status == 0)
      let options = help.out.matches(of: /(?:^|[\s\[(,])(--[a-z][a-z-]*)/).map {
        String($0.output.1)
      }
      #expect(!options.isEmpty, "no options in vclife \(command.joined(separator: " "))")
      for option in options where seen.insert(option).inserted {
        // An option stands in the page as a word of its own, not as a prefix of another.
        #expect(
          text.contains(try Regex("\(option)(?![a-z-])")),
          "the man page lacks \(option) (from vclife \(command.joined(separator: " ")))")
      }
    }
    #expect(seen.contains("--lesson") && seen.contains("--format") && seen.contains("--speed"))
  }
}
