import Foundation
import Testing

/// `make install`'s files, installed into a temporary DESTDIR with the built binary and the
/// hand-written man page vclife.1; `uninstall` removes exactly them.
@Suite struct InstallTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ command: String) -> Int32 {
    system(command + " >/dev/null 2>&1") >> 8
  }

  @Test func installsEveryFileAndUninstallRemovesThem() throws {
    let manpage = Self.repository.appendingPathComponent("vclife.1").path
    let destination = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-install-\(UInt64.random(in: 0...UInt64.max))").path
    defer { try? FileManager.default.removeItem(atPath: destination) }
    let script = Self.repository.appendingPathComponent("Scripts/install-files.sh").path
    let environment = "DESTDIR='\(destination)' PREFIX=/usr"
    #expect(Self.run("\(environment) sh '\(script)' install '\(binary.path)' '\(manpage)'") == 0)

    let root = destination + "/usr"
    let files = [
      "bin/vclife", "share/man/man1/vclife.1", "share/bash-completion/completions/vclife",
      "share/zsh/site-functions/_vclife", "share/fish/vendor_completions.d/vclife.fish",
    ]
    for file in files {
      #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(file) missing")
    }
    #expect(FileManager.default.isExecutableFile(atPath: root + "/bin/vclife"))
    let man = try String(contentsOfFile: root + "/share/man/man1/vclife.1", encoding: .utf8)
    #expect(man == (try String(contentsOfFile: manpage, encoding: .utf8)))
    let bash = try String(
      contentsOfFile: root + "/share/bash-completion/completions/vclife", encoding: .utf8)
    #expect(bash.contains("--lesson") && bash.contains("--resume"))
    let fish = try String(
      contentsOfFile: root + "/share/fish/vendor_completions.d/vclife.fish", encoding: .utf8)
    #expect(fish.contains("complete -c 'vclife'"))
    if Self.run("command -v man") == 0 {
      #expect(Self.run("man -l '\(root)/share/man/man1/vclife.1' | grep -q vclife") == 0)
    }

    #expect(Self.run("\(environment) sh '\(script)' uninstall - -") == 0)
    for file in files {
      #expect(!FileManager.default.fileExists(atPath: root + "/" + file), "\(file) left behind")
    }
  }
}
