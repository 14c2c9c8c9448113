/// The mistakes real apps make with a view controller's resources (SPEC §10), as template
/// settings. The defaults are the correct code; each flag turned the other way is one gotcha.
public struct Gotchas: Sendable, Equatable {
  /// Whether the `didReceiveMemoryWarning` override calls super (Apple's text: "You must call
  /// super at some point in your implementation"). False: iOS 5 never unloads the view.
  public var callsSuperOnWarning = true
  /// Whether the controller lets go of its strong outlets when its view goes (iOS 5's
  /// `viewDidUnload`, or a handler's `view = nil`). False: the outlet views stay in memory.
  public var releasesOutlets = true
  /// Whether the controller's code releases what `viewDidLoad` created when the view goes
  /// (`viewDidUnload`, or the handler after `view = nil`). False: the content stays until the
  /// reload's new copy replaces it (SPEC §11.2).
  public var releasesContent = true
  /// The subviews its strong outlets point to, by class name; nil means every subview.
  public var outlets: [String]?
  /// Whether something the controller owns (a block, a timer) holds it strongly: a pop or
  /// dismiss removes it from its container, but `dealloc` never comes.
  public var retainCycle = false
  /// Whether the controller saves the state typed into its view before the view is released
  /// (Listing 4-3's comment), so a reload restores it.
  public var savesViewState = false
  /// What the user typed into the view (a draft, a search), or nil when it holds none.
  public var viewState: String?
  /// Whether the warning handler reads `view` after super and its own part (before an
  /// `isViewLoaded` guard, or after setting it nil): a nil view is loaded again inside the
  /// warning (SPEC §16.2).
  public var warningTouchesView = false
  /// Whether an initialiser reads `view`: the load cycle runs at creation (SPEC §16.2).
  public var initTouchesView = false
  /// Whether `viewDidUnload` releases data the parent passed in, which nothing in the
  /// controller sets again: an iOS 5 reload shows it blank (SPEC §16.2).
  public var releasesInput = false
  /// Where it adds itself as a notification observer (`addObserver:selector:name:object:`)
  /// and where it removes itself.
  public var observer = Registration()
  /// Where it schedules a repeating timer targeting itself, kept in one property, and where
  /// it invalidates that property's timer.
  public var timer = Registration()
  /// Appearance overrides that skip super: a mark, no effect.
  public var skipsSuper: [OwnMethod] = []
  /// Overrides that call super with another selector: a mark, no effect.
  public var wrongSuper: [WrongSuper] = []

  /// The correct code: no gotcha.
  public init() {}

  /// Whether every setting is the default, so a script line need not mention any.
  public var isDefault: Bool { self == Gotchas() }

  /// How many views the outlets keep alive in a tree: the listed classes found among its
  /// subviews (each listed name counts one), or every subview when no list is given.
  public func outletCount(in tree: ViewNode) -> Int {
    let subviews = tree.count - 1
    guard let outlets else { return subviews }
    var available = tree.subviewClassCounts
    var count = 0
    for name in outlets where available[name, default: 0] > 0 {
      available[name, default: 0] -= 1
      count += 1
    }
    return count
  }
}

extension Gotchas {
  /// The classes the outlets point to, as a storyboard connects them: the listed ones found
  /// in the tree, or every subview's class when no list is given.
  public func outletClasses(in tree: ViewNode) -> [String] {
    var available = tree.subviewClassCounts
    guard let outlets else {
      var classes: [String] = []
      func visit(_ node: ViewNode) {
        for child in node.subviews {
          classes.append(child.className)
          visit(child)
        }
      }
      visit(tree)
      return classes
    }
    return outlets.filter { name in
      guard available[name, default: 0] > 0 else { return false }
      available[name, default: 0] -= 1
      return true
    }
  }
}

extension ViewNode {
  /// How many views of each class are below this one (itself excluded).
  var subviewClassCounts: [String: Int] {
    var counts: [String: Int] = [:]
    func visit(_ node: ViewNode) {
      for child in node.subviews {
        counts[child.className, default: 0] += 1
        visit(child)
      }
    }
    visit(self)
    return counts
  }
}

/// What the gotchas leave in a live controller.
public struct GotchaState: Sendable, Equatable {
  /// Outlet views kept alive after the view was released (0 when none).
  public var heldOutlets = 0
  /// The user-entered state the view holds now (nil: none, or the view is nil).
  public var viewState: String?
  /// The state the controller saved before its view was released, kept for the reload.
  public var savedViewState: String?
  /// Whether an unload threw away state the controller did not save.
  public var lostViewState = false
  /// Whether `viewDidUnload` released the data the parent passed in (`releasesInput`).
  public var inputReleased = false
  /// Whether the timer property holds a running timer (the newest one scheduled).
  public var timerHeld = false

  /// Nothing held, nothing typed.
  public init() {}
}

extension Gotchas {
  /// The settings that differ from the defaults, as ` key=value` words of a `new` line, so an
  /// exported session replays exactly. Texts are percent-escaped (see `scriptWord`).
  public var scriptSettings: String {
    var words = ""
    if !callsSuperOnWarning { words += " callsSuperOnWarning=false" }
    if !releasesOutlets { words += " releasesOutlets=false" }
    if !releasesContent { words += " releasesContent=false" }
    if let outlets {
      // An empty list is `none`: a script word cannot be empty.
      words +=
        " outlets="
        + (outlets.isEmpty ? "none" : outlets.map(Self.scriptWord).joined(separator: ","))
    }
    if retainCycle { words += " retainCycle=true" }
    if savesViewState { words += " savesViewState=true" }
    if let viewState { words += " viewState=" + Self.scriptWord(viewState) }
    return words + ownCodeSettings
  }

  /// The settings of SPEC §16.2 that differ from the defaults, as ` key=value` words.
  private var ownCodeSettings: String {
    var words = ""
    if warningTouchesView { words += " warningTouchesView=true" }
    if initTouchesView { words += " initTouchesView=true" }
    if releasesInput { words += " releasesInput=true" }
    func method(_ method: OwnMethod?) -> String { method?.rawValue ?? "none" }
    if observer != Registration() {
      words += " observerAddedIn=\(method(observer.addedIn))"
      words += " observerRemovedIn=\(method(observer.removedIn))"
    }
    if timer != Registration() {
      words += " timerStartedIn=\(method(timer.addedIn))"
      words += " timerInvalidatedIn=\(method(timer.removedIn))"
    }
    if !skipsSuper.isEmpty {
      words += " skipsSuper=" + skipsSuper.map(\.rawValue).joined(separator: ",")
    }
    if !wrongSuper.isEmpty {
      words +=
        " wrongSuper="
        + wrongSuper.map { "\($0.method.rawValue)>\($0.calls.rawValue)" }.joined(separator: ",")
    }
    return words
  }

  /// A text as one script word: `%`, space, tab, `#` (a comment) and `,` (the list
  /// separator) become `%XX`, so the word has no blank and no comment mark in it.
  public static func scriptWord(_ text: String) -> String {
    var word = ""
    for scalar in text.unicodeScalars {
      if " \t#%,".unicodeScalars.contains(scalar) {
        word += "%" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        word.unicodeScalars.append(scalar)
      }
    }
    return word
  }

  /// The text of a script word (the inverse of `scriptWord`); nil for a bad `%` escape.
  public static func text(ofScriptWord word: String) -> String? {
    var bytes: [UInt8] = []
    var index = word.utf8.startIndex
    let utf8 = word.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let high = utf8.index(after: index)
        guard high < utf8.endIndex, utf8.index(after: high) < utf8.endIndex,
          let value = UInt8(
            String(decoding: utf8[high...utf8.index(after: high)], as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(value)
        index = utf8.index(high, offsetBy: 2)
      } else {
        bytes.append(byte)
        index = utf8.index(after: index)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
