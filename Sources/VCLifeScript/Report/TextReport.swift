import VCLifeCore

/// The `text` format: one line per event for people, each callback with why it fired.
public enum TextReport {
  /// Renders a whole run. Its object column is as wide as the widest name of the run.
  public static func render(_ run: ScriptRun, language: ReportLanguage = .en) -> String {
    let widest = run.session.events.map(TextWriter.objectColumns).max() ?? 0
    var writer = TextWriter(language: language, objectWidth: widest)
    return run.written(by: &writer)
  }

  static func signed(_ bytes: Int) -> String {
    (bytes > 0 ? "+" : "") + ByteCount.text(bytes)
  }
}
