import VCLifeClassLink
import VCLifeUI

// `make bench`: measurements of a release build, printed for the README. Nothing here is
// asserted; the figures and the targets they meet or miss are reported.
// `--headless` measures only the simulator on the headless script's actions (for
// Benchmarks/script_throughput.py, which prints it beside `vclife script`'s rates).
// `--class` measures only a class (students joined, the teacher's key to their screens);
// `--compare` only an action's cost in compare mode beside a single screen; `--practice` only
// the practice generator and its store; `--render` only the frames and the deep stack's `x`
// and `c`.
if CommandLine.arguments.contains("--render") {
  RenderBenchmark.run()
} else if CommandLine.arguments.contains("--headless") {
  HeadlessBenchmark.run()
} else if CommandLine.arguments.contains("--class") {
  ClassBenchmark.run()
  ClassBenchmark.neverReading(students: ClassServer.maximumStudents)
} else if CommandLine.arguments.contains("--compare") {
  CompareActionBenchmark.run()
} else if CommandLine.arguments.contains("--practice") {
  PracticeBenchmark.run()
} else {
  SimulatorBenchmark.run()
  RenderBenchmark.run()
  SwitchAndExportBenchmark.run()
  CompareActionBenchmark.run()
  ClassBenchmark.run()
  ClassBenchmark.neverReading(students: ClassServer.maximumStudents)
  PracticeBenchmark.run()
}
