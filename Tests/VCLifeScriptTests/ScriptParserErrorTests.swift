import Testing
import VCLifeCore
import VCLifeScript

/// What `root nav` says when its words are wrong.
let rootNavUsage =
  "root nav takes one controller name, then translucent if its bar is, then push and the "
  + "controllers its launch pushes"

/// Bad lines give an error with the line's number and a message that says what is wrong.
@Suite struct ScriptParserErrorTests {
  @Test func errorCarriesTheLineNumber() {
    #expect(error("jump A", number: 17)?.line == 17)
  }

  @Test func unknownVerbListsTheKnownOnes() throws {
    let message = try #require(error("jump A")?.message)
    #expect(message.contains("unknown action jump"))
    #expect(message.contains("push"))
    #expect(message.contains("warning"))
    // The verbs of SPEC §12 too.
    for verb in [
      "device", "swipe", "finish", "cancel", "background", "foreground", "reclaim", "restoration",
    ] {
      #expect(message.contains(verb), "\(verb)")
    }
  }

  @Test func verbsAreCaseSensitive() {
    #expect(error("Push B")?.message.contains("unknown action Push") == true)
  }

  @Test(arguments: [
    ("push", "push takes one controller name"),
    ("tab A B", "tab takes one controller name"),
    (
      "present",
      "present takes one controller name (then fullscreen if it is), or nav and one controller name"
    ),
    ("present nav", "present nav takes one controller name"),
    ("present nav A B", "present nav takes one controller name"),
    ("rotate", "rotate takes portrait or landscape"),
    ("rotate upside-down", "rotate takes portrait or landscape"),
    ("statusbar", "statusbar takes visible, hidden or incall"),
    ("statusbar translucent", "statusbar takes visible, hidden or incall"),
    ("tap", "tap takes one controller name"),
    ("root nav A opaque", rootNavUsage),
    ("tab", "tab takes one controller name"),
    ("access A B", "access takes one controller name"),
    ("pop now", "pop takes no arguments"),
    ("popToRoot A", "popToRoot takes no arguments"),
    ("dismiss M", "dismiss takes no arguments"),
    ("warning 2", "warning takes no arguments"),
    ("restart now", "restart takes no arguments"),
    ("ios", "ios takes a version from 5 to 26"),
    ("ios 4", "ios takes a version from 5 to 26"),
    ("ios 27", "ios takes a version from 5 to 26"),
    ("ios 5 6", "ios takes a version from 5 to 26"),
    ("swipe left", "swipe takes no arguments"),
    ("reclaim A", "reclaim takes no arguments"),
    ("root", "root takes nav, plain or tabs"),
    ("root nav", rootNavUsage),
    ("root nav A push", "root nav NAME push takes controller names"),
    ("root nav A B push C", rootNavUsage),
    ("restoration", "restoration takes on or off"),
    ("restoration true", "restoration takes on or off"),
    ("restoration on off", "restoration takes on or off"),
    ("device", "device takes 3.5, notch or island"),
    ("device 4", "device takes 3.5, notch or island"),
    ("device notch island", "device takes 3.5, notch or island"),
    ("root plain A B", "root plain takes one controller name"),
    ("root tabs", "root tabs takes one or more controller names"),
    ("root stack A", "root takes nav, plain or tabs, not stack"),
    ("new", "new takes a controller name"),
  ])
  func wrongArity(line: String, message: String) {
    #expect(error(line)?.message == message)
  }

  @Test(arguments: [
    ("new A origin=xib", "origin must be code, storyboard or custom, not xib"),
    (
      "new A onWarning=panic",
      "onWarning must be none, purge-caches, release-view or release-view-unsafe, not panic"
    ),
    ("new A autolayout=maybe", "autolayout must be true or false, not maybe"),
    ("new A callsSuper=1", "callsSuper must be true or false, not 1"),
    ("new A origin", "expected key=value, got origin"),
    ("new A =code", "expected key=value, got =code"),
  ])
  func badSettingValues(line: String, message: String) {
    #expect(error(line)?.message == message)
  }

  @Test func unknownSettingListsTheKnownOnes() throws {
    let message = try #require(error("new A color=red")?.message)
    #expect(message.hasPrefix("unknown setting color"))
    #expect(message.contains("onWarning"))
  }

  @Test(arguments: ["push App", "push System", "new App", "root nav System", "root tabs A App"])
  func reservedNames(line: String) throws {
    let message = try #require(error(line)?.message)
    #expect(message.contains("is reserved for the log"))
  }

  @Test func reservedNamesAreExactMatches() {
    #expect(action("push Apps") == .push("Apps"))
    #expect(action("push system") == .push("system"))
  }

  @Test(arguments: ["push A=B", "access A:B", "root tabs nav:A:B"])
  func forbiddenPunctuation(line: String) throws {
    let message = try #require(error(line)?.message)
    #expect(message.contains("may not contain '=', ':' or '#'"))
  }

  @Test func emptyTabName() {
    #expect(error("root tabs A nav:")?.message == "a controller name is missing")
  }

  @Test func tooLongName() throws {
    let name = String(repeating: "x", count: 41)
    let message = try #require(error("push \(name)")?.message)
    #expect(message.contains("is longer than 40"))
    #expect(!message.contains(name))
  }

  @Test(arguments: [
    "push A\u{1B}[31mred", "new \u{1B}]0;title\u{07}", "root nav A\u{08}B", "tab T\u{7F}",
    "present M\u{9B}2J", "access \u{0}",
  ])
  func controlCharactersInNamesAreRefusedAndEscaped(line: String) throws {
    let message = try #require(error(line)?.message)
    #expect(message.contains("contains control characters"))
    #expect(!hasRawControl(message))
    #expect(message.contains("\\u{"))
  }

  @Test func escapeIsShownAsItsCode() {
    #expect(
      error("push A\u{1B}[2J")?.message == "the name A\\u{1B}[2J contains control characters")
  }

  @Test(arguments: [
    "\u{1B}[2J", "ju\u{07}mp A", "root \u{1B}nav A", "new A on\u{1B}=x", "new A origin=\u{1B}",
  ])
  func controlCharactersElsewhereAreEscaped(line: String) throws {
    let message = try #require(error(line)?.message)
    #expect(!hasRawControl(message))
    #expect(message.contains("\\u{"))
  }
}
