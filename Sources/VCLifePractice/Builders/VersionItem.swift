import VCLifeCore

/// `version`: which iOS version produced this log? The plan runs on a version the level
/// offers, then again on every version of the axis; versions that give the same log are one
/// answer, so only one of them can be offered, and each wrong choice is checked to give
/// another log.
enum VersionItem {
  /// The longest log shown, by level.
  static func maximumLog(_ level: Int) -> Int { Level.pick(level, [12, 16, 20]) }

  static func build(_ draft: Draft, id: ItemID, using rng: inout SplitMix64) -> PracticeItem? {
    let log = draft.events.callbackTokens
    guard log.count >= 2, log.count <= maximumLog(draft.level) else { return nil }
    var same: [SystemBehavior] = []
    var others: [(version: SystemBehavior, log: [String])] = []
    // A version whose log differs only in order, or only in lines of this simulator's own
    // (SPEC §14), cannot be told from this one on a real device: it is never offered.
    let gradable = UIKitFixes.gradable(draft.events.callbacks, on: draft.version)
    for version in SystemBehavior.allCases {
      guard
        let run = Walk.run(
          app: draft.app, version: version, definitions: draft.situation.definitions,
          setup: draft.situation.setup, asked: draft.asked)
      else { continue }
      let other = run.events.callbackTokens
      if other == log {
        same.append(version)
      } else if UIKitFixes.gradable(run.events.callbacks, on: version) != gradable {
        others.append((version, other))
      }
    }
    // One version of each other log, drawn; at most three.
    var byLog: [[String]: [SystemBehavior]] = [:]
    for other in others { byLog[other.log, default: []].append(other.version) }
    let wrong = rng.shuffled(
      byLog.keys.sorted { $0.joined(separator: "|") < $1.joined(separator: "|") }
    )
    .prefix(3).map { key in (rng.pick(byLog[key] ?? []), key) }
    guard wrong.count >= 2 else { return nil }
    let versions = [draft.version] + wrong.map(\.0)
    let choices = rng.shuffled(
      versions.map {
        Choice(
          text: Bilingual("iOS \($0.rawValue)", "iOS \($0.rawValue)"), token: "ios \($0.rawValue)")
      })
    guard let answer = choices.firstIndex(where: { $0.token == "ios \(draft.version.rawValue)" })
    else { return nil }
    let asked = Wording.code(draft.asked.scriptText)
    let question = Bilingual(
      "Once the set-up has run, \(asked) made exactly the callbacks of this log. On which iOS "
        + "version did the app run?",
      "准备步骤完成后，\(asked) 恰好调用了这段日志中的回调。应用运行在哪个 iOS 版本上？")
    let on = Wording.on(same)
    var why = [
      Bilingual(
        "In this simulator this log comes \(on.en), and on no other version offered.",
        "在本模拟器中，这段日志出现\(on.zh)，在其他给出的版本上都不会出现。")
    ]
    // Versions whose logs part from this one in the same way are said once, together.
    let unsaid = Bilingual("", "")
    var groups: [(versions: [SystemBehavior], log: [String])] = []
    for (version, other) in wrong {
      let parting = Divergence.describe(log, other, subject: unsaid)
      if let index = groups.firstIndex(where: {
        Divergence.describe(log, $0.log, subject: unsaid) == parting
      }) {
        groups[index].versions.append(version)
      } else {
        groups.append(([version], other))
      }
    }
    // Each choice's own part of the why: the right one's sentence, a wrong one's group's.
    var because = ["ios \(draft.version.rawValue)": why[0]]
    for group in groups {
      let on = Wording.on(group.versions)
      let parting = Divergence.describe(
        log, group.log, subject: Bilingual("O" + on.en.dropFirst() + ", the app", on.zh))
      for version in group.versions { because["ios \(version.rawValue)"] = parting }
      why.append(parting)
    }
    // iOS 8 deprecates the old rotation callbacks but still sends them to a controller that
    // overrides them (SPEC §15.1): what tells iOS 8+ apart is the size and trait callbacks.
    if log.contains(where: {
      $0.hasSuffix(" " + Selector.willRotateToInterfaceOrientation.rawValue)
    }),
      wrong.contains(where: { $0.0 >= .iOS8 })
    {
      why.append(
        Bilingual(
          "(iOS 8 deprecates willRotateToInterfaceOrientation:duration: and its siblings but "
            + "still sends them to a controller that overrides them, if its size callback "
            + "reaches super; what iOS 8 adds is the size and trait callbacks.)",
          "（iOS 8 弃用了 willRotateToInterfaceOrientation:duration: 等回调，但只要尺寸回调调用到 super，"
            + "仍会发给重写了它们的控制器；iOS 8 新增的是尺寸和特征集合回调。）"))
    }
    let offered = versions.sorted().map { "iOS \($0.rawValue)" }.joined(separator: ", ")
    let basis = UIKitFixes.Basis(
      citation: "SPEC §12, §13: the version axis, what each of \(offered) calls")
    return draft.item(
      id: id, log: log, question: question, why: Wording.sentences(why),
      choices: choices.map { $0.explained(because[$0.token]) }, answer: [answer + 1],
      basis: [basis])
  }
}
