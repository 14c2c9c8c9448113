import Testing
import VCLifeCore
import VCLifeScript

/// Bad scenarios: each error names what is wrong and points at it with line:column (1-based).
@Suite struct ScenarioErrorTests {
  /// The error's `line:column`, and its message.
  private func located(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> (place: String, message: String)?
  {
    guard let error = scenarioError(text, sourceLocation: sourceLocation) else { return nil }
    #expect(error.description == "\(error.line):\(error.column): \(error.message)")
    return ("\(error.line):\(error.column)", error.message)
  }

  @Test func unknownTopLevelKey() throws {
    let error = try #require(located("budget: 32MB\ncolour: red\n"))
    #expect(error.place == "2:1")
    #expect(error.message.hasPrefix("unknown key colour in the scenario"))
    #expect(error.message.contains("budget, controllers, device, ios, restoration, root"))
  }

  @Test func unknownControllerKey() throws {
    let error = try #require(located("controllers:\n  - name: A\n    colour: red\n"))
    #expect(error.place == "3:5")
    #expect(error.message.hasPrefix("unknown key colour in a controller"))
  }

  @Test func unknownMemoryKey() throws {
    let error = try #require(located("controllers:\n  - name: A\n    memory:\n      heap: 1MB\n"))
    #expect(error.place == "4:7")
    #expect(error.message.hasPrefix("unknown key heap in memory"))
  }

  @Test func badOriginPointsAtTheValue() throws {
    let error = try #require(located("controllers:\n  - name: A\n    origin: xib\n"))
    #expect(error.place == "3:13")
    #expect(error.message == "origin must be code, storyboard or custom, not xib")
  }

  @Test func badOnWarning() throws {
    let error = try #require(located("controllers:\n  - name: A\n    onWarning: panic\n"))
    #expect(error.place == "3:16")
    #expect(error.message.hasPrefix("onWarning must be none"))
  }

  @Test func badBool() throws {
    let error = try #require(located("controllers:\n  - {name: A, autolayout: maybe}\n"))
    #expect(error.place == "2:27")
    #expect(error.message == "autolayout must be true or false")
  }

  @Test(arguments: ["lots", "-1", "5GB", "KB", "1.5.0MB", "[1]"])
  func badBudget(value: String) throws {
    let error = try #require(located("ios: 6\nbudget: \(value)\n"))
    #expect(error.place == "2:9")
    #expect(error.message.hasPrefix("budget must be a size"))
  }

  @Test func zeroBudget() throws {
    let error = try #require(located("budget: 0KB\n"))
    #expect(error.place == "1:9")
    #expect(error.message == "budget must be more than 0")
  }

  @Test func badSizeInMemory() throws {
    let error = try #require(located("controllers:\n  - name: A\n    memory: {perView: big}\n"))
    #expect(error.place == "3:23")
    #expect(error.message.hasPrefix("perView must be a size"))
  }

  @Test func badIOS() throws {
    let error = try #require(located("ios: 27\n"))
    #expect(error.place == "1:6")
    #expect(error.message == "ios must be a version from 5 to 26")
  }

  @Test func badRoot() throws {
    let error = try #require(located("\nroot: stack A\n"))
    #expect(error.place == "2:7")
    #expect(error.message == "root: root takes nav, plain or tabs, not stack")
  }

  @Test func rootWithReservedName() throws {
    let error = try #require(located("root: nav App\n"))
    #expect(error.message.contains("App is reserved"))
  }

  @Test func duplicateNamesPointAtTheSecond() throws {
    let text = "controllers:\n  - name: A\n  - name: B\n  - name: A\n    origin: custom\n"
    let error = try #require(located(text))
    #expect(error.place == "4:5")
    #expect(error.message == "A is defined twice")
  }

  @Test func controllerWithoutName() throws {
    let error = try #require(located("controllers:\n  - origin: custom\n"))
    #expect(error.place == "2:5")
    #expect(error.message == "a controller needs a name")
  }

  @Test func reservedControllerName() throws {
    let error = try #require(located("controllers:\n  - name: System\n"))
    #expect(error.place == "2:11")
    #expect(error.message.contains("System is reserved"))
  }

  @Test func controlCharacterInNameIsEscaped() throws {
    let error = try #require(located("controllers:\n  - name: \"A\\e[31m\"\n"))
    #expect(error.place == "2:11")
    #expect(error.message.contains("A\\u{1B}[31m"))
    #expect(!hasRawControl(error.place + error.message))
  }

  @Test func controlCharacterInUnknownKeyIsEscaped() throws {
    let error = try #require(located("\"bud\\x07get\": 1MB\n"))
    #expect(error.message.contains("bud\\u{7}get"))
    #expect(!hasRawControl(error.place + error.message))
  }

  @Test func controllersMustBeAList() throws {
    let error = try #require(located("controllers: {name: A}\n"))
    #expect(error.place == "1:14")
    #expect(error.message == "controllers must be a list")
  }

  @Test func scenarioMustBeAMapping() throws {
    let error = try #require(located("- budget: 1MB\n"))
    #expect(error.place == "1:1")
    #expect(error.message == "the scenario must be a mapping")
  }

  @Test func aViewWithTwoClassesIsRejected() throws {
    let text = "controllers:\n  - name: A\n    views: {UIView: [UILabel], UIButton: []}\n"
    let error = try #require(located(text))
    #expect(error.place == "3:12")
    #expect(error.message == "a view with subviews is written {ClassName: [subviews]}")
  }

  @Test func subviewsMustBeAList() throws {
    let text = "controllers:\n  - name: A\n    views:\n      UIView: UILabel\n"
    let error = try #require(located(text))
    #expect(error.place == "4:15")
    #expect(error.message == "the subviews of UIView must be a list")
  }

  @Test func aViewClassMustBeAName() throws {
    let text = "controllers:\n  - name: A\n    views: {UIView: [\"\"]}\n"
    let error = try #require(located(text))
    #expect(error.place == "3:22")
    #expect(error.message == "a view class is a name such as UIImageView")
  }

  @Test func yamlSyntaxErrorHasAPlace() throws {
    let error = try #require(scenarioError("budget: 1MB\ncontrollers: [\n  - name: A\n"))
    #expect(error.line > 0)
    #expect(error.column > 0)
    #expect(error.message.hasPrefix("YAML: "))
  }

  @Test func brokenJSONHasAPlace() throws {
    let error = try #require(scenarioError("{\"budget\": \"1MB\",\n \"ios\": \"6\"]\n"))
    #expect(error.line == 2)
    #expect(error.message.hasPrefix("YAML: "))
  }

  // Found by fuzzing: the class name of a view whose subviews are not a list went into the
  // message unescaped, so `{"\e[31mX": 5}` sent a raw escape sequence to standard error.
  @Test func controlCharacterInSubviewsClassIsEscaped() throws {
    let text = "controllers:\n  - name: A\n    views: {\"\\e[31mX\": 5}\n"
    let error = try #require(located(text))
    #expect(error.message == "the subviews of \\u{1B}[31mX must be a list")
    #expect(!hasRawControl(error.place + error.message))
  }

  // Found by fuzzing: nested aliases (a "billion laughs" file of a few hundred bytes) expanded
  // to 10^8 views and the reader ran for minutes using gigabytes; now the aliases are counted
  // before the document is composed (the view tree's own limit stays behind it).
  @Test func aliasBombInAViewTreeIsRejected() throws {
    let labels = Array(repeating: "UILabel", count: 10).joined(separator: ", ")
    var anchors = ["&v0 {UIView: [\(labels)]}"]
    for level in 1...8 {
      let aliases = Array(repeating: "*v\(level - 1)", count: 10).joined(separator: ", ")
      anchors.append("&v\(level) {UIView: [\(aliases)]}")
    }
    let text =
      "controllers:\n  - name: A\n    views: {UIView: [\(anchors.joined(separator: ", "))]}\n"
    let error = try #require(located(text))
    #expect(error.message == "YAML: aliases stand for more than 100000 nodes")
  }

  // Found by fuzzing: libyaml's reader error for a control character in the file was printed
  // as Yams describes it, quoting the line with the raw NUL/ESC/DEL, over several lines.
  @Test(arguments: ["\u{0}", "\u{1B}", "\u{7F}"])
  func rawControlCharacterInTheFileIsNotQuoted(character: String) throws {
    let error = try #require(located("budget: 1MB\nroot: \"nav A\(character)[31m\"\n"))
    #expect(error.place == "2:13")
    #expect(error.message.hasPrefix("YAML: control characters are not allowed"))
    #expect(!hasRawControl(error.place + error.message))
  }

  // Found by fuzzing: the duplicate-key error quoted the key raw and the mapping's text.
  @Test func duplicateKeyIsEscaped() throws {
    let error = try #require(located("\"\\e[31m\": 1\n\"\\e[31m\": 2\n"))
    #expect(error.place == "1:1")
    #expect(error.message == "YAML: a mapping has the same key twice: \\u{1B}[31m")
  }
}
