import VCLifeCore

/// The narration of recent reasons, kept as the bytes a report writes for it. A script
/// repeats the same few callbacks for the same few controllers, and narrating (and, for
/// JSON, escaping) each anew costs more than everything else an event writes. The cache is
/// emptied when it holds `capacity` entries, so its memory stays bounded however long the run.
struct NarrationCache {
  private struct Key: Hashable {
    let reason: Reason
    let object: String
  }

  /// The most narrations kept at once.
  static let capacity = 4096

  private let language: ReportLanguage
  private let json: Bool
  private var entries: [Key: [UInt8]] = [:]

  /// A cache of narrations in `language`, quoted as JSON strings when `json`.
  init(language: ReportLanguage, json: Bool) {
    self.language = language
    self.json = json
  }

  /// Writes an event's narration (quoted, for JSON).
  mutating func write(_ event: Event, to out: ByteWriter) {
    let key = Key(reason: event.reason, object: event.object)
    if let bytes = entries[key] {
      bytes.withUnsafeBufferPointer { out.write($0) }
      return
    }
    let scratch = ByteWriter()
    if json {
      scratch.writeJSON(language.reason(event))
    } else {
      scratch.writeReason(event, language)
    }
    let bytes = scratch.bytes
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = bytes
    bytes.withUnsafeBufferPointer { out.write($0) }
  }
}
