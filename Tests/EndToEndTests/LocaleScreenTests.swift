import Foundation
import Testing

/// The live screen in the locale the environment names, in tmux: a locale that is not
/// installed falls back to a UTF-8 one (box drawing and Chinese, not ASCII and `??`); Chinese
/// chosen under `LANG=C`, at the start or by `L`, is drawn in UTF-8 too; English under
/// `LANG=C` stays ASCII.
@Suite(.serialized) struct LocaleScreenTests {
  /// The first screen of `vclife ARGUMENTS` under `environment` (LC_ALL and LC_CTYPE unset).
  func firstScreen(_ environment: String, _ arguments: String = "") async throws -> String {
    let binary = try LiveTmuxScreen.binaryPath()
    let screen = try LiveTmuxScreen(
      command: "unset LC_ALL LC_CTYPE LC_MESSAGES; \(environment) "
        + "\(LiveTmuxScreen.shellQuoted(binary)) \(arguments); echo EXIT=$?; sleep 60")
    defer { screen.close() }
    let shown = try await screen.waitFor("the first frame") { $0.contains("Albums") }
    try screen.sendKeys("q")
    try await screen.waitFor("the exit") { $0.contains("EXIT=0") }
    return shown
  }

  @Test func aMissingChineseLocaleStillDrawsChineseByDefault() async throws {
    let shown = try await firstScreen("LANG=zh_CN.UTF-8")
    #expect(shown.contains("┌ 控制器"), "\(shown)")
    #expect(!shown.contains("??"))
  }

  @Test func chineseUnderTheCLocaleIsDrawnInUTF8() async throws {
    let shown = try await firstScreen("LANG=C", "--lang zh")
    #expect(shown.contains("┌ 控制器"), "\(shown)")
    #expect(!shown.contains("??"))
  }

  /// `L` under `LANG=C`, with no `LANG`, or with a locale that is not installed: Chinese (and
  /// both languages, and the help in both) is drawn in an installed UTF-8 locale, never as `??`.
  @Test(arguments: ["LANG=C", "unset LANG;", "LANG=xx_YY.UTF-8"])
  func theLanguageKeyDrawsChineseNeverQuestionMarks(environment: String) async throws {
    let binary = try LiveTmuxScreen.binaryPath()
    let screen = try LiveTmuxScreen(
      command: "unset LC_ALL LC_CTYPE LC_MESSAGES; \(environment) "
        + "\(LiveTmuxScreen.shellQuoted(binary)) --pacing instant; echo EXIT=$?; sleep 60")
    defer { screen.close() }
    try await screen.waitFor("the first frame") { $0.contains("Albums") }
    try screen.sendKeys("L")
    let chinese = try await screen.waitFor("Chinese") { $0.contains("控制器") }
    #expect(!chinese.contains("??"), "\(chinese)")
    try screen.sendKeys("L")
    let both = try await screen.waitFor("both languages") {
      $0.contains("控制器") && $0.contains("Controllers")
    }
    #expect(!both.contains("??"), "\(both)")
    try screen.sendKeys("?")
    let help = try await screen.waitFor("the help in both") { $0.contains("q ") && $0 != both }
    #expect(!help.contains("??"), "\(help)")
    try screen.sendKeys("Escape", "q")
    try await screen.waitFor("the exit") { $0.contains("EXIT=0") }
  }

  @Test func englishUnderTheCLocaleStaysASCII() async throws {
    let shown = try await firstScreen("LANG=C", "--lang en")
    #expect(shown.contains("+ Controllers"), "\(shown)")
    #expect(!shown.contains("┌"))
  }
}
