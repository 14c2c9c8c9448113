import Foundation
import Testing

@testable import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing an export never overwrites, follows a symlink, blocks, or leaves half of it behind.
@Suite struct ExportWriterTests {
  /// A fresh empty directory, removed by the caller.
  static func directory() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-export-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  static func names(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  static func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  @Test func aFreshWrite() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paths = try ExportWriter.write(script: "ios 6\n", handout: "# H\n", directory: folder)
    #expect(paths.script == folder + "/vclife-session.vcl")
    #expect(paths.handout == folder + "/vclife-session.md")
    #expect(try Self.names(in: folder) == ["vclife-session.md", "vclife-session.vcl"])
    #expect(try Self.contents(paths.script) == "ios 6\n")
    #expect(try Self.contents(paths.handout) == "# H\n")
  }

  @Test func aSecondWriteGetsTheNextNumber() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try ExportWriter.write(script: "one\n", handout: "1\n", directory: folder)
    let second = try ExportWriter.write(script: "two\n", handout: "2\n", directory: folder)
    #expect(second.script == folder + "/vclife-session-2.vcl")
    #expect(second.handout == folder + "/vclife-session-2.md")
    #expect(try Self.contents(folder + "/vclife-session.vcl") == "one\n")
    #expect(try Self.contents(second.script) == "two\n")
    #expect(try Self.contents(second.handout) == "2\n")
  }

  @Test func eitherNameTakenMovesBothOn() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "mine".write(toFile: folder + "/vclife-session.md", atomically: false, encoding: .utf8)
    try "mine".write(toFile: folder + "/vclife-session-2.vcl", atomically: false, encoding: .utf8)
    let paths = try ExportWriter.write(script: "s", handout: "h", directory: folder)
    #expect(paths.script == folder + "/vclife-session-3.vcl")
    #expect(try Self.contents(folder + "/vclife-session.md") == "mine")
    #expect(
      try Self.names(in: folder) == [
        "vclife-session-2.vcl", "vclife-session-3.md", "vclife-session-3.vcl",
        "vclife-session.md",
      ])
  }

  @Test func aRelativeDirectoryGivesAbsolutePaths() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let previous = FileManager.default.currentDirectoryPath
    let parent = (folder as NSString).deletingLastPathComponent
    #expect(FileManager.default.changeCurrentDirectoryPath(parent))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let name = (folder as NSString).lastPathComponent
    let paths = try ExportWriter.write(script: "s", handout: "h", directory: name + "/")
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    #expect(
      URL(fileURLWithPath: paths.script).resolvingSymlinksInPath().path
        == real + "/vclife-session.vcl")
    #expect(paths.script.hasPrefix("/") && !paths.script.contains("//"))
  }

  @Test(arguments: [true, false])
  func aSymlinkIsNeverFollowed(dangling: Bool) throws {
    let folder = try Self.directory()
    let outside = try Self.directory()
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: outside)
    }
    let target = outside + "/precious.txt"
    if !dangling { try "keep me".write(toFile: target, atomically: false, encoding: .utf8) }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/vclife-session.md", withDestinationPath: target)
    let paths = try ExportWriter.write(script: "s", handout: "h", directory: folder)
    #expect(paths.handout == folder + "/vclife-session-2.md")
    #expect(try Self.names(in: outside) == (dangling ? [] : ["precious.txt"]))
    if !dangling { #expect(try Self.contents(target) == "keep me") }
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder + "/vclife-session.md")
    #expect(link == target)
  }

  @Test func aFIFODoesNotBlock() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/vclife-session.vcl", 0o644) == 0)
    // Opening the FIFO to write would block this test forever; the writer never opens it.
    let paths = try ExportWriter.write(script: "s", handout: "h", directory: folder)
    #expect(paths.script == folder + "/vclife-session-2.vcl")
    #expect(try Self.contents(paths.script) == "s")
  }

  @Test func aMissingDirectory() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      throws: ExportError("cannot write the session to \(folder)/none: No such file or directory")
    ) {
      try ExportWriter.write(script: "s", handout: "h", directory: folder + "/none")
    }
  }

  @Test func aFileIsNotADirectory() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "x".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
    #expect(throws: ExportError("cannot write the session to \(folder)/file: not a directory")) {
      try ExportWriter.write(script: "s", handout: "h", directory: folder + "/file")
    }
  }

  @Test func controlCharactersInThePathAreEscaped() throws {
    do {
      _ = try ExportWriter.write(script: "s", handout: "h", directory: "/nonexistent/\u{1B}[2J")
      Issue.record("wrote to a missing directory")
    } catch {
      #expect(error.description.contains("/nonexistent/\\u{1B}[2J:"))
      #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B })
    }
  }

  @Test func aReadOnlyDirectoryLeavesNoFileBehind() throws {
    let folder = try Self.directory()
    defer {
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    #expect(chmod(folder, 0o555) == 0)
    do {
      _ = try ExportWriter.write(script: "s", handout: "h", directory: folder)
      // The superuser may write in any directory; then both files are there, nothing else.
      #expect(geteuid() == 0)
      #expect(try Self.names(in: folder) == ["vclife-session.md", "vclife-session.vcl"])
    } catch let error as ExportError {
      #expect(error.description == "cannot write the session to \(folder): Permission denied")
      #expect(try Self.names(in: folder).isEmpty)
    }
  }

  @Test func aDirectoryNoOneCanWriteIn() throws {
    // sysfs refuses new files even to the superuser.
    #expect(throws: ExportError.self) {
      try ExportWriter.write(script: "s", handout: "h", directory: "/sys")
    }
    let left = (try? FileManager.default.contentsOfDirectory(atPath: "/sys")) ?? []
    #expect(!left.contains { $0.contains("vclife-session") })
  }

  @Test func whenTheSecondFileFailsTheFirstIsRemoved() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let failing: (String, String) -> Int32 = { from, to in
      if to.hasSuffix(".md") {
        errno = EIO
        return -1
      }
      return link(from, to)
    }
    #expect(throws: ExportError("cannot write \(folder)/vclife-session.md: Input/output error")) {
      try ExportWriter.write(script: "s", handout: "h", directory: folder, link: failing)
    }
    #expect(try Self.names(in: folder).isEmpty)
  }
}
