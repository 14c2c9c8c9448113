import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeTerminal
@testable import VCLifeUI

/// The session `q` keeps, against files planted in the state directory and against editors'
/// line ends: written as exports are, never through a name someone else made.
@Suite struct SavedSessionSafetyTests {
  private func stateDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-state-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return path
  }

  private let session = SavedSession(
    scenarioName: "photo-album", lesson: nil, language: .en,
    entries: [.action(.push("Photos"))])

  /// A theme or pacing line holding anything but a setting's name (raw bytes, a control
  /// character) is no setting: it is neither taken nor written back.
  @Test func aThemeOrPacingThatIsNoNameIsDropped() throws {
    let text =
      "# vclife: the last session, for `vclife --resume`.\n# scenario: photos\n"
      + "# theme: darkB C D\u{FF}\u{0}\n# pacing: st\u{1B}[2Jep\nwarning\n"
    let saved = try #require(SavedSession.parse(text))
    #expect(saved.theme == nil && saved.pacing == nil)
    #expect(!saved.text.contains("# theme") && !saved.text.contains("# pacing"))
    var light = saved
    light.theme = "high-contrast"
    light.pacing = "instant"
    #expect(SavedSession.parse(light.text)?.theme == "high-contrast")
    #expect(SavedSession.parse(light.text)?.pacing == "instant")
  }

  @Test func aSymlinkOrFIFOPlantedAtTheOldTemporaryNameIsNeverOpened() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let victim = directory + "/victim"
    try Data("VICTIM\n".utf8).write(to: URL(fileURLWithPath: victim))
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/.last-session.tmp", withDestinationPath: victim)
    // The fixed name the save used: anyone able to write here chose where `q` wrote.
    try session.save(in: directory)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "VICTIM\n")
    let saved = try String(contentsOfFile: directory + "/last-session.vcl", encoding: .utf8)
    #expect(SavedSession.parse(saved) == session)
    let attributes = try FileManager.default.attributesOfItem(
      atPath: directory + "/last-session.vcl")
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    // Only what was there, the saved session, and no temporary file.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        == [".last-session.tmp", "last-session.vcl", "victim"])
  }

  /// Root with another user's HOME (`sudo -E`): nothing is created in that user's home, where
  /// a root-owned `.local` would keep its owner from creating anything under it.
  @Test(.enabled(if: geteuid() == 0, "creates a directory owned by another user: needs root"))
  func noDirectoryIsCreatedInsideAnotherUsersDirectory() throws {
    let home = try stateDirectory()
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(chown(home, 65534, 65534) == 0)
    #expect { try session.save(in: home + "/.local/state/vclife") } throws: { error in
      "\(error)".contains("belongs to another user")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
    // A shared directory with the sticky bit (/tmp) is where anyone may create their own.
    let shared = try stateDirectory()
    defer { try? FileManager.default.removeItem(atPath: shared) }
    #expect(chown(shared, 65534, 65534) == 0 && chmod(shared, 0o1777) == 0)
    try session.save(in: shared + "/mine/vclife")
    #expect(FileManager.default.fileExists(atPath: shared + "/mine/vclife/last-session.vcl"))
  }

  @Test func aRelativeStateDirectoryIsRefused() {
    #expect { try session.save(in: "relative/vclife") } throws: { error in
      "\(error)".contains("not an absolute path")
    }
    #expect(!FileManager.default.fileExists(atPath: "relative"))
    #expect(!FileManager.default.fileExists(atPath: "/relative"))
  }

  @Test func aStateDirectoryOthersMayWriteInIsRefused() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    chmod(directory, 0o777)
    #expect { try session.save(in: directory) } throws: { error in
      "\(error)".contains("may be written by others")
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/last-session.vcl"))
  }

  @Test func aDirectoryUnderTheSessionsNameIsLeftAloneAndSaid() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/last-session.vcl", withIntermediateDirectories: false)
    #expect { try session.save(in: directory) } throws: { error in
      "\(error)".contains("not a regular file")
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/previous-session.vcl"))
  }

  @Test func aSavedSessionWithABOMOrCRLFLineEndsIsRead() throws {
    let text = session.text
    #expect(SavedSession.parse("\u{FEFF}" + text) == session)
    #expect(SavedSession.parse(text.replacingOccurrences(of: "\n", with: "\r\n")) == session)
  }

  @Test func aLessonPathWithAControlCharacterComesBack() throws {
    var saved = session
    saved.lesson = "/tmp/odd\u{1B}name.yaml"
    let read = try #require(SavedSession.parse(saved.text))
    #expect(!saved.text.contains("\u{1B}"))
    #expect(read.lesson == "/tmp/odd\u{1B}name.yaml")
  }

  @Test func noNameReachesTheFileRaw() {
    var saved = session
    saved.scenarioName = "x\u{1B}]52;c;eA==\u{7}\u{202E}\u{200B}"
    saved.lesson = "/tmp/\u{202E}\u{200B}\u{7}.yaml"
    for line in saved.text.split(separator: "\n") {
      #expect(ControllerName.escaped(line) == String(line), "\(ControllerName.escaped(line))")
    }
  }
}

/// SGR mouse reports read by vclife itself, and sizes kept within curses' limits.
@Suite struct TerminalInputLimitTests {
  @Test func sgrReportsAreDecodedAsCursesDid() {
    func key(_ text: String, pressed: Bool = true) -> Key? {
      Terminal.sgrMouseKey(report: Array(text.utf8), pressed: pressed)
    }
    #expect(key("0;5;3") == .mouse(.press(x: 4, y: 2)))
    #expect(key("16;1;1") == .mouse(.press(x: 0, y: 0)))  // with Ctrl
    #expect(key("64;9;9") == .mouse(.wheelUp))
    #expect(key("65;9;9") == .mouse(.wheelDown))
    #expect(key("0;5;3", pressed: false) == nil)  // a release
    #expect(key("32;5;3") == nil)  // motion
    #expect(key("2;5;3") == nil)  // button 3
    #expect(key("0;5") == nil)
    #expect(key("0;0;3") == nil)
    #expect(key(";;") == nil)
  }

  @Test func sizesBeyondCursesShortAreClamped() {
    #expect(TerminalSize.clamped((80, 32768)) == (80, TerminalSize.maximum.height))
    #expect(TerminalSize.clamped((65535, 65535)) == TerminalSize.maximum)
    #expect(TerminalSize.clamped((300, 100)) == (300, 100))
    #expect(TerminalSize.maximum.width < 32768 && TerminalSize.maximum.height < 32768)
  }
}
