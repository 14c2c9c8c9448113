import Foundation

/// A JSONL line that is not one JSON object.
public struct NotAnObject: Error, CustomStringConvertible {
  public let line: String
  public var description: String { "not an object: \(line)" }
}

/// The lines of a JSONL report, each read back by Foundation.
public func jsonLines(_ text: String) throws -> [[String: Any]] {
  try text.split(separator: "\n").map { line in
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    guard let object = object as? [String: Any] else { throw NotAnObject(line: String(line)) }
    return object
  }
}

/// The callbacks of JSONL objects as `Object selector`, layout callbacks left out.
public func callbacks(_ objects: [[String: Any]]) -> [String] {
  objects.compactMap { object in
    guard object["kind"] as? String == "callback", let name = object["name"] as? String,
      !layoutSelectorNames.contains(name), let owner = object["object"] as? String
    else { return nil }
    return "\(owner) \(name)"
  }
}
