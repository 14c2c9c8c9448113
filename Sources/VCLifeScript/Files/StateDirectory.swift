/// The user's state directory, for other parts of vclife (the practice answers) that keep
/// files beside the saved session, under the same rules.
public enum StateDirectory {
  /// `$XDG_STATE_HOME/vclife`, else `~/.local/state/vclife`; nil with neither set.
  public static func path() -> String? { SavedSession.directory() }

  /// Creates `path` as the saved session's directory is created: mode 0700 with its
  /// missing parents, and refused unless it is a directory of this user's that no one else
  /// may write in (see `TextFile.makePrivateDirectory`). Throws one line, safe to print.
  public static func makePrivate(_ path: String) throws {
    try TextFile.makePrivateDirectory(path)
  }
}
