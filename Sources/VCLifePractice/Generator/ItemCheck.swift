import VCLifeCore
import VCLifeScript

/// The check every item passes before it is returned: the plan is run again from the
/// item's own fields, and for every choice that is a claim about the simulation (an action,
/// a version, a freed set), that claim is run too. Exactly one choice may be right, the item
/// names its basis, and an order it grades is one UIKit fixes (SPEC §14, `UIKitFixes`). An
/// `own` item is checked against the student's class it asks about.
enum ItemCheck {
  static func passes(_ item: PracticeItem, own: OwnClass? = nil) -> Bool {
    let tokens = item.choices.map(\.token)
    guard Set(tokens).count == tokens.count, tokens.count >= 2, !item.basis.isEmpty,
      item.answer.allSatisfy({ item.choices.indices.contains($0 - 1) }),
      let app = PracticeApp.all.first(where: { $0.name == item.app }),
      let run = Walk.run(
        app: app, version: item.ios, definitions: item.definitions, setup: item.setup,
        asked: item.asked),
      run.events == item.reveal
    else { return false }
    let callbacks = run.events.callbackTokens
    let right = item.answer.first.map { tokens[$0 - 1] } ?? ""
    switch item.kind {
    case .order:
      let blocks = callbacks.filter(tokens.contains)
      let rules = UIKitFixes(run.events, on: item.ios)
      return item.answer.count == tokens.count && Set(item.answer).count == tokens.count
        && blocks == item.answer.map { tokens[$0 - 1] }
        && rules.basis(ordering: callbacks.indices.filter { tokens.contains(callbacks[$0]) })
          != nil
    case .next:
      let moment = item.log.count
      let rules = UIKitFixes(run.events, on: item.ios)
      // Every wrong choice this action makes later comes later by a documented rule.
      let later = tokens.filter { $0 != right }.compactMap { token in
        callbacks.indices.dropFirst(moment + 1).first { callbacks[$0] == token }
      }
      return item.answer.count == 1 && moment < callbacks.count
        && Array(callbacks.prefix(moment)) == item.log && callbacks[moment] == right
        && !UIKitFixes.isSimulatorsOwn(rules.callbacks[moment], on: item.ios)
        && later.allSatisfy { rules.basis(moment, before: $0) != nil }
    case .action:
      return item.answer.count == 1 && callbacks == item.log
        && exactlyOne(tokens, right) { token in
          guard case .success(let action?) = ScriptParser.parse(line: Substring(token), number: 1),
            let other = Walk.run(
              app: app, version: item.ios, definitions: item.definitions, setup: item.setup,
              asked: action)
          else { return false }
          return other.events.callbackTokens == item.log
        }
    case .version:
      return item.answer.count == 1 && callbacks == item.log
        && exactlyOne(tokens, right) { token in
          guard let version = SystemBehavior(rawValue: String(token.dropFirst(4))),
            let other = Walk.run(
              app: app, version: version, definitions: item.definitions, setup: item.setup,
              asked: item.asked)
          else { return false }
          return other.events.callbackTokens == item.log
        }
    case .freed:
      guard let name = right.split(separator: " ").first.map(String.init),
        let before = run.before.controllers[name]
      else { return false }
      let truth = FreedItem.token(
        name,
        FreedItem.freed(before, run.after.controllers[name], on: item.ios, events: run.events))
      return item.answer.count == 1 && exactlyOne(tokens, right) { $0 == truth }
    case .bug:
      let fixed = app.template(right).corrected
      guard item.answer.count == 1, app.template(right).isBuggy,
        tokens.filter({ $0 != right }).allSatisfy({ !app.template($0).isBuggy }),
        BugItem.shownLog(run.events) == item.log,
        let corrected = Walk.run(
          app: app, version: item.ios, definitions: [fixed], setup: item.setup,
          asked: item.asked)
      else { return false }
      return BugItem.differs(run.events, corrected.events, on: item.ios)
    case .own:
      // The class's callbacks that ran, none of this simulator's own and in an order UIKit
      // fixes, are the one right choice; the item runs the class's own template.
      guard let own, item.definitions == [own.template], item.answer.count == 1,
        !OwnItem.ran(run.events, own).isEmpty, OwnItem.basis(run.events, own, on: item.ios) != nil
      else { return false }
      return exactlyOne(tokens, right) { $0 == OwnItem.token(run.events, own) }
    }
  }

  /// Whether `right` is among `tokens` and is the only one `isRight` holds for.
  private static func exactlyOne(_ tokens: [String], _ right: String, _ isRight: (String) -> Bool)
    -> Bool
  {
    tokens.filter(isRight) == [right]
  }
}
