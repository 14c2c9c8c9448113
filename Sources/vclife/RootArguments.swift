import VCLifeScript

/// What the first words of the command line ask for, before argument-parser parses them.
enum RootArguments {
  enum Route: Equatable {
    /// A completion script, or a completion script calling back for candidates.
    case overview
    /// `vclife --help`, `-h` or `help` alone: the root as typed, live options included.
    case help
    /// A word where a subcommand goes that names none (`vclife scirpt`, `vclife help nope`).
    case unknownCommand(String)
    /// Everything else: parsed as usual.
    case run
  }

  static func route(_ arguments: [String]) -> Route {
    guard let first = arguments.first else { return .run }
    if first == "---completion" || first.hasPrefix("--generate-completion-script") {
      return .overview
    }
    if arguments == ["-h"] || arguments == ["--help"] || arguments == ["help"] { return .help }
    // The live screen takes no arguments, so a first word that is not an option must be a
    // subcommand; after `help`, the same.
    let word = first == "help" ? arguments.dropFirst().first : first
    if let word, !word.hasPrefix("-"), !VCLifeOverview.subcommandNames.contains(word) {
      return .unknownCommand(word)
    }
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

  /// argument-parser's error text in vclife's form: each `Error: ` line becomes a
  /// `vclife: ` line; control characters it quotes from the command line are escaped, line
  /// by line, so a typed argument cannot drive the terminal.
  static func errorText(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line -> String in
        let escaped = ControllerName.escaped(String(line))
        return escaped.hasPrefix("Error: ") ? "vclife: " + escaped.dropFirst(7) : escaped
      }
      .joined(separator: "\n") + "\n"
  }
}
