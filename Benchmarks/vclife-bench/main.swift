// `make bench`: measurements of a release build, printed for the README. Nothing here is
// asserted; the figures and the targets they meet or miss are reported.
SimulatorBenchmark.run()
RenderBenchmark.run()
