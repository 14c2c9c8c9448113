import VCLifeCore
import VCLifeScript

/// An app a practice item runs in: the built-in photo-album app or a built-in lesson's, by
/// the name a script's `# scenario:` line gives it, with the roots it launches with and the
/// controllers it pushes and presents.
struct PracticeApp: Sendable {
  /// The name `vclife script` knows it by (`photo-album`, `listing-4-3`, …).
  let name: String
  /// Its controllers and budget, without a root: what `# scenario: NAME` loads.
  let scenario: Scenario
  /// The roots it launches with.
  let roots: [RootSpec]
  /// Controllers it pushes, without a mistake in their code.
  let pushable: [String]
  /// Controllers it presents.
  let presentable: [String]
  /// Controllers whose code has one of the mistakes of SPEC §10 or Listing 4-3.
  let buggy: [String]

  /// The template for a name, as the scenario (or the defaults) gives it.
  func template(_ name: String) -> ControllerTemplate {
    scenario.templates[name] ?? ControllerTemplate(name: name)
  }

  /// The apps practice draws from: the photo-album app and every built-in lesson's app
  /// that has a controller to push.
  static let all: [PracticeApp] = {
    var apps: [PracticeApp] = []
    if let scenario = SessionExport.builtInScenario(named: Catalogue.builtInName) {
      let catalogue = Catalogue.photoAlbum
      let buggy = catalogue.templates.values.filter(\.isBuggy).map(\.name).sorted()
      apps.append(
        PracticeApp(
          name: Catalogue.builtInName, scenario: scenario,
          roots: [catalogue.root, .navigation("Albums")],
          pushable: catalogue.pushable.filter { !buggy.contains($0) },
          presentable: catalogue.presentable, buggy: buggy))
    }
    for lesson in LessonLibrary.builtIn {
      guard let scenario = SessionExport.builtInScenario(named: lesson.name),
        let root = lesson.scenario.root
      else { continue }
      var named = lesson.scenario.order
      var presented: [String] = []
      for step in lesson.steps {
        for action in step.actions {
          switch action {
          case .push(let name): named.append(name)
          case .pushSeveral(let names): named += names
          case .present(let name), .presentFullScreen(let name), .presentInNavigation(let name):
            named.append(name)
            presented.append(name)
          default: continue
          }
        }
      }
      let roots = Set(root.names)
      var seen: Set<String> = []
      let names = named.filter { !roots.contains($0) && seen.insert($0).inserted }
      let template = { (name: String) in
        scenario.templates[name] ?? ControllerTemplate(name: name)
      }
      let plain = names.filter { !nameTellsCorrectness($0) }
      let buggy = (root.names + plain).filter { template($0).isBuggy && !nameTellsCorrectness($0) }
      let pushable = plain.filter { !template($0).isBuggy && !presented.contains($0) }
      guard !pushable.isEmpty || !buggy.isEmpty else { continue }
      apps.append(
        PracticeApp(
          name: lesson.name, scenario: scenario, roots: [root], pushable: pushable,
          presentable: presented.isEmpty ? Array(pushable.suffix(1)) : uniq(presented),
          buggy: buggy))
    }
    return apps
  }()

  /// The apps whose code has a mistake to find.
  static let withBugs = all.filter { !$0.buggy.isEmpty }

  /// Whether a controller's name says whether its code is right (`Unsafe`, `Safe`,
  /// `MapFixed`): a lesson sets such twins side by side, but a question that offers them
  /// gives its answer away, so practice leaves them out of every choice.
  static func nameTellsCorrectness(_ name: String) -> Bool {
    name.contains("Safe") || name.hasSuffix("Fixed")
  }

  private static func uniq(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}

extension ControllerTemplate {
  /// Whether its code has a mistake: one of SPEC §10's gotchas, or Listing 4-3's handler
  /// as printed (`release-view-unsafe`).
  var isBuggy: Bool {
    onWarning == .releaseViewUnsafe || gotchas.retainCycle || !gotchas.callsSuperOnWarning
      || !gotchas.releasesOutlets || !gotchas.releasesContent
      || (gotchas.viewState != nil && !gotchas.savesViewState)
  }

  /// The same controller with its mistakes corrected: the handler checks `isViewLoaded`,
  /// super is called, outlets and content are released, the draft is saved, no cycle.
  var corrected: ControllerTemplate {
    var fixed = self
    if onWarning == .releaseViewUnsafe { fixed.onWarning = .releaseView }
    let typed = gotchas.viewState
    let outlets = gotchas.outlets
    fixed.gotchas = Gotchas()
    fixed.gotchas.outlets = outlets
    fixed.gotchas.viewState = typed
    fixed.gotchas.savesViewState = typed != nil
    return fixed
  }
}
