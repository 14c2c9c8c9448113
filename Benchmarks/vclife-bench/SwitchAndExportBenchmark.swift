import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// A long live session (100,000 actions: push/pop cycles) switched to compare mode (`c`) and
/// exported (`x`): each should take under a second.
enum SwitchAndExportBenchmark {
  static func run() {
    let clock = ContinuousClock()
    var model = Classroom(catalogue: .tinyPhotoAlbum, behavior: .iOS5, pacing: .instant)
    let cycles = 50_000
    let built = clock.measure {
      for _ in 0..<cycles {
        model.send(.key(.char("p")))
        model.send(.key(.char("b")))
      }
    }
    let actions = model.session.actions.count
    var compare = model
    let switched = clock.measure { compare.send(.command(.switchScreen)) }
    var files: (script: String, handout: String)?
    let exported = clock.measure {
      let made = model.exportFiles()
      files = (made.script, made.handout("vclife-session.vcl"))
    }
    print(
      "classroom: a live session of \(actions) actions built in \(Measure.format(Measure.seconds(built))) s"
    )
    print(
      "  c (compare mode, both sides replayed): \(Measure.format(Measure.seconds(switched))) s"
        + " (target < 1 s; \(compare.moment(of: .right)?.session.actions.count ?? 0) actions a side)"
    )
    print(
      "  x (script and handout): \(Measure.format(Measure.seconds(exported))) s (target < 1 s;"
        + " \((files?.script.utf8.count ?? 0) / 1024) KB script, "
        + "\((files?.handout.utf8.count ?? 0) / 1024 / 1024) MB handout)")
  }
}
