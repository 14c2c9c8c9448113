import VCLifeScript

/// The lines typed at the `vclife>` prompt, kept between runs in the state directory
/// (`$XDG_STATE_HOME/vclife/prompt-history`), the last ``LineEditor/historyLines`` of them.
/// Each line is written escaped as on the screen (a typed escape sequence never reaches the
/// file raw) and the file is replaced whole after each line, so a signal or a full disk
/// leaves the last history or the new one, never half of it.
struct PromptHistory {
  static let fileName = "prompt-history"
  /// Bytes read back at most: 1,000 lines of a few hundred bytes.
  static let maximumBytes = 1024 * 1024

  private(set) var lines: [String] = []
  private let directory: String?
  /// Why the history could not be kept, said once.
  private var problemSaid = false

  /// The history kept in `directory` (the state directory unless a test says otherwise).
  init(directory: String? = StateDirectory.path()) {
    self.directory = directory
    guard let directory,
      let text = TextFile.readState(Self.fileName, in: directory, maximumBytes: Self.maximumBytes)
    else { return }
    lines = text.split(separator: "\n").suffix(Int(LineEditor.historyLines))
      .map { ControllerName.unescaped($0) }
  }

  /// Adds a line typed and keeps the history; a first failure to keep it is returned, once.
  mutating func add(_ line: String) -> String? {
    lines.append(line)
    if lines.count > Int(LineEditor.historyLines) { lines.removeFirst() }
    guard let directory else { return nil }
    let text = lines.map { ControllerName.escaped($0) + "\n" }.joined()
    do {
      try TextFile.replaceState(Self.fileName, in: directory, with: text)
      return nil
    } catch {
      guard !problemSaid else { return nil }
      problemSaid = true
      return "the prompt's history is not kept: \(error)"
    }
  }
}
