import VCLifeCore
import VCLifeScript

/// The events of the lesson step on screen, and those of them its text names: the callbacks
/// a teacher reads out ("List hears viewWillDisappear: …") and the class must be able to
/// find on the screen while the text is up.
///
/// A name is a selector or an effect written in the text as code is written: ASCII, starting
/// in lower case, with a capital inside (`viewWillAppear:`, `loadView`,
/// `initWithNibName:bundle:`, `viewResized`); a final colon does not count. A name the step
/// never produced (a negative mention, "viewDidLoad does not run again", or a property such
/// as `isViewLoaded` asked of no one) names no event.
public struct StepCallbacks: Sendable, Equatable {
  /// Every event of the step, its action lines included.
  public let events: Range<Int>
  /// The callbacks and effects of the step whose name the text names, in order.
  public let named: [Int]

  /// The step's events in `log` and those that `text` (either language) names.
  public init(events: Range<Int>, in log: EventLog, text: Localized) {
    self.events = events
    let names = Self.names(in: text.en).union(Self.names(in: text.zh))
    named = events.filter { index in
      let event = log[index]
      guard event.kind == .callback || event.kind == .effect else { return false }
      return names.contains(Self.bare(event.name.text))
    }
  }

  /// The names of code in `text` (see the type's rule), each without its final colon.
  public static func names(in text: String) -> Set<String> {
    var names: Set<String> = []
    var word = ""
    func close() {
      let name = bare(word)
      // Code starts in lower case and has a capital inside: `loadView`, not `iOS` or `List`.
      if let first = name.unicodeScalars.first, ("a"..."z").contains(first),
        name.unicodeScalars.dropFirst().contains(where: { ("A"..."Z").contains($0) }),
        name.unicodeScalars.prefix(2).allSatisfy({ ("a"..."z").contains($0) })
      {
        names.insert(name)
      }
      word = ""
    }
    for scalar in text.unicodeScalars {
      let isCode =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == ":" || scalar == "_"
      if isCode { word.unicodeScalars.append(scalar) } else { close() }
    }
    close()
    return names
  }

  /// A name without its final colon: `viewWillAppear:` and `viewWillAppear` are one name.
  static func bare(_ name: String) -> String {
    var name = name
    while name.hasSuffix(":") { name.removeLast() }
    return name
  }
}
