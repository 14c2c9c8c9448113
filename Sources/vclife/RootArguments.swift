import VCLifeScript

/// What the first words of the command line ask for, before argument-parser parses them.
enum RootArguments {
  enum Route: Equatable {
    /// A completion script, or a completion script calling back for candidates.
    case overview
    /// `vclife --help`, `-h` or `help` alone: the root as typed, live options included.
    case help
    /// `vclife -V` alone: the version, as `--version` gives it (`-V` is what htop, tmux, ssh
    /// and ripgrep answer to, and it means nothing else to vclife).
    case version
    /// A word where a subcommand goes that names none (`vclife scirpt`, `vclife help nope`).
    case unknownCommand(String)
    /// Options only (or nothing): the live screen, parsed as its own command. argument-parser
    /// builds a command's option table by reflection, and through the root (whose default
    /// subcommand the live screen is) it built the live screen's table twice more, to look
    /// for completion and pass-through arguments: a third of the time to the first frame.
    case live
    /// Everything else: parsed as usual.
    case run
  }

  static func route(_ arguments: [String]) -> Route {
    guard let first = arguments.first else { return .live }
    if first == "---completion" || first.hasPrefix("--generate-completion-script") {
      return .overview
    }
    if arguments == ["-h"] || arguments == ["--help"] || arguments == ["help"] { return .help }
    if arguments == ["-V"] || arguments == ["--version"] { return .version }
    // The live screen takes no arguments, so a first word that is not an option must be a
    // subcommand; after `help`, the same.
    let word = first == "help" ? arguments.dropFirst().first : first
    if let word, !word.hasPrefix("-"), !VCLifeOverview.subcommandNames.contains(word) {
      return .unknownCommand(word)
    }
    // Help, the version and argument-parser's own flags keep the root, which says them as
    // `vclife` (the live command alone would call itself `live`).
    let rootOnly = ["-h", "--help", "--version", "--experimental-dump-help"]
    if first.hasPrefix("-"), !arguments.contains(where: rootOnly.contains) { return .live }
    return .run
  }

  /// `--class` with its socket left out (last, or before another option) given the empty
  /// value, which stands for the default socket: argument-parser's options always take one.
  static func withClassDefault(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      result.append(argument)
      let next = index + 1 < arguments.count ? arguments[index + 1] : nil
      if argument == "--class", next.map({ $0.hasPrefix("-") }) ?? true { result.append("") }
    }
    return result
  }

  /// "no command 'scirpt'; did you mean 'script'? (commands: …)".
  static func unknownCommandMessage(_ word: String) -> String {
    let names = VCLifeOverview.subcommandNames
    var text = "no command '\(ControllerName.escaped(word))'"
    if let close = closest(to: word, in: names) { text += "; did you mean '\(close)'?" }
    return text + " (commands: \(names.joined(separator: ", ")); see vclife --help)"
  }

  /// The name within two edits of `word` (a letter added, dropped, changed, or two swapped
  /// counted as one), or the one it begins; nil when none is close.
  static func closest(to word: String, in names: [String]) -> String? {
    let typed = Array(word.lowercased())
    let scored = names.map { name in (name, distance(typed, Array(name))) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, max(1, typed.count / 2)) {
      return best.0
    }
    return typed.count >= 2 ? names.first { $0.hasPrefix(String(typed)) } : nil
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost one.
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// argument-parser's error (its full message) as one vclife line: `vclife: `, its message
  /// begun in lower case and joined to one line as vclife's own are, the option's help when
  /// it gives one (`--ios`: "5 to 26"), and where the help of the command as typed is. Its
  /// usage lines are left out: they would name `vclife live` for an option given at the root
  /// (the live screen is the default subcommand), a command the user did not type. Control
  /// characters it quotes from the command line are escaped, so a typed argument cannot
  /// drive the terminal.
  static func errorLine(_ fullMessage: String, arguments: [String]) -> String {
    var said: [String] = []
    var hint: String?
    for line in fullMessage.split(whereSeparator: \.isNewline) {
      let line = ControllerName.escaped(String(line.drop { $0 == " " }))
      if line.hasPrefix("Usage:") { break }
      if line.hasPrefix("Help:") {
        // "Help:  --ios <ios>  The iOS version …": the text after the option's name.
        let entry = line.dropFirst(5).drop { $0 == " " }
        hint = entry.firstRange(of: "  ").map { String(entry[$0.upperBound...]) }
      } else if !line.isEmpty {
        said.append(line)
      }
    }
    var joined = said.joined(separator: " ").replacing(". Did you mean ", with: "; did you mean ")
    if joined.hasPrefix("Error: ") { joined.removeFirst(7) }
    var text = sentence(joined)
    if let hint { text += ": " + sentence(hint.drop { $0 == " " }) }
    return "vclife: \(text) (see \(typedCommand(arguments)) --help)\n"
  }

  /// A phrase as vclife's messages have it: begun in lower case unless its first word is an
  /// acronym or a name (`SQLite`, `iOS` stay), without a closing full stop.
  private static func sentence<S: StringProtocol>(_ phrase: S) -> String {
    var text = String(phrase)
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true {
      text = first.lowercased() + text.dropFirst()
    }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The command as the user typed it: `vclife`, or `vclife SUBCOMMAND` when one was named.
  static func typedCommand(_ arguments: [String]) -> String {
    guard let first = arguments.first, first != "help",
      VCLifeOverview.subcommandNames.contains(first)
    else { return "vclife" }
    return "vclife \(first)"
  }
}
