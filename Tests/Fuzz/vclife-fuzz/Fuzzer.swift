#if FUZZING
  import Foundation

  /// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): parses its options from
  /// `argv` and calls `callback` with each input.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The target ``fuzzOneInput(_:_:)`` runs (a C function pointer captures nothing).
  nonisolated(unsafe) private var current = FuzzTarget.script

  /// The callback libFuzzer calls with each input. It must also exist under this global name:
  /// the runtime's own `main`, linked in though unused, refers to it.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    current.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }

  /// Runs libFuzzer on one target, with the program's arguments after the target's name.
  enum Fuzzer {
    static func run(_ target: FuzzTarget) -> CInt {
      current = target
      // argv[0] stays (libFuzzer names crash reproductions after it); the target name goes.
      var arguments = CommandLine.arguments
      arguments.remove(at: 1)
      var cArguments = arguments.map { strdup($0) } + [nil]
      var count = CInt(arguments.count)
      return cArguments.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress!
        return runDriver(&count, &argv, fuzzOneInput)
      }
    }
  }
#endif
