import Testing

/// What some end-to-end tests need of the machine beyond tmux: they are skipped, with the
/// reason, where it is missing (macOS), rather than failing there.
enum TestPlatform {
  /// Linux: `/proc/PID/task/PID/children` finds the program under the pane's shell, and
  /// `/usr/bin/script` is util-linux's (`script -qc COMMAND FILE`; BSD's takes other options).
  static let isLinux: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  static let procReason: Comment = "reads /proc, which only Linux has"
  static let utilLinuxReason: Comment = "runs util-linux script -qc, which only Linux has"
}
