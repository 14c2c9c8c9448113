import ArgumentParser
import Testing
import VCLifePractice

@testable import vclife

/// The live screen's plain command lines are read without argument-parser
/// (`LiveArguments`); what they give must be exactly what argument-parser gives.
@Suite struct LiveArgumentsTests {
  /// What argument-parser gives for `arguments` as the live command, or nil when it refuses
  /// them.
  static func parsed(_ arguments: [String]) -> LiveRequest? {
    ((try? LiveCommand.parseAsRoot(arguments)) as? LiveCommand)?.options.request
  }

  @Test(arguments: [
    [], ["--pacing", "instant"], ["--pacing=step"], ["--lang", "zh", "--theme", "light"],
    ["--ios", "17", "--compare", "ios=6,17", "--present", "--no-color", "--no-mouse"],
    ["--lesson", "origins", "--audience", "student", "--shuffle", "--resume"],
    [
      "--scenario", "photo-album", "--replay", "a.vcl", "--export-dir", "out", "--record", "a.cast",
    ],
    ["--own", "Mine.swift", "--as", "Mine", "--class", ""], ["--lesson", "help"],
    ["--lesson", "script"], ["--compare", "handlers", "--lang=both", "--theme=high-contrast"],
  ])
  func plainLinesAreReadAsArgumentParserReadsThem(arguments: [String]) throws {
    let fast = try #require(LiveArguments.parse(arguments), "the fast path declined \(arguments)")
    let full = try #require(Self.parsed(arguments), "argument-parser refused \(arguments)")
    #expect(fast == full)
  }

  @Test(arguments: [
    ["-h"], ["--help"], ["--pacing"], ["--pacing", "fast"],
    ["--pacing", "step", "--pacing", "step"],
    ["--bogus"], ["--present=yes"], ["--lesson", "-x"], ["--lesson=--pacing"], ["live"], ["--"],
    ["--ios", "27"], ["--lang", "fr"], ["-V"], ["--pacing", "--present"], ["--class="],
    ["--lesson="],
  ])
  func anythingElseGoesToArgumentParser(arguments: [String]) {
    #expect(LiveArguments.parse(arguments) == nil)
  }

  /// Random lines of live options (right and wrong names, values and forms): whenever the
  /// fast path reads one, argument-parser reads it too, to the same command. (Two hundred
  /// lines a seed: argument-parser is slow to read each in a debug build.)
  @Test(arguments: [41, 6] as [UInt64])
  func randomLinesAgreeWithArgumentParser(seed: UInt64) throws {
    let names = [
      "--lesson", "--replay", "--scenario", "--ios", "--lang", "--theme", "--audience", "--own",
      "--as", "--pacing", "--compare", "--export-dir", "--record", "--class", "--present",
      "--no-color", "--shuffle", "--resume", "--no-mouse", "--bogus", "-p", "--Pacing",
    ]
    let values = [
      "instant", "step", "animated", "fast", "5", "17", "27", "zh", "en", "both", "fr", "dark",
      "light", "high-contrast", "ios", "ios=6,17", "ios=6,6", "handlers", "class", "student", "",
      "-x", "--pacing", "a b", "help", "script", "photo-album", "=", "Mine.swift",
    ]
    var generator = SplitMix64(seed: seed)
    func pick<T>(_ list: [T]) -> T { list[Int(generator.next() % UInt64(list.count))] }
    var read = 0
    for _ in 0..<200 {
      var arguments: [String] = []
      for _ in 0..<Int(generator.next() % 6) {
        let name = pick(names)
        switch generator.next() % 3 {
        case 0: arguments.append(name)
        case 1: arguments += [name, pick(values)]
        default: arguments.append(name + "=" + pick(values))
        }
      }
      guard let fast = LiveArguments.parse(arguments) else { continue }
      read += 1
      let full = try #require(Self.parsed(arguments), "argument-parser refused \(arguments)")
      #expect(fast == full, "\(arguments)")
    }
    // Not a comparison of empty sets: a good share of the lines are plain ones.
    #expect(read > 25)
  }
}
