import VCLifeCore

/// Where another log first differs from the one shown, in words: what a wrong choice would
/// have made instead.
enum Divergence {
  /// "… would call `B viewIsAppearing:` where this log has `B viewDidAppear:`", said of
  /// `subject` (an action line or a version, in both languages).
  static func describe(_ shown: [String], _ other: [String], subject: Bilingual) -> Bilingual {
    let shared = zip(shown, other).prefix { $0 == $1 }.count
    if shared < other.count && shared < shown.count {
      return Bilingual(
        "\(subject.en) would call \(Wording.code(other[shared])) where this log has "
          + "\(Wording.code(shown[shared])).",
        "\(subject.zh)，在这段日志调用 \(Wording.code(shown[shared])) 的地方会调用 "
          + "\(Wording.code(other[shared]))。")
    }
    if shared < other.count {
      return Bilingual(
        "\(subject.en) would go on with \(Wording.code(other[shared])).",
        "\(subject.zh)，之后还会调用 \(Wording.code(other[shared]))。")
    }
    let last = shared > 0 ? shown[shared - 1] : ""
    return Bilingual(
      "\(subject.en) would stop after \(Wording.code(last)), with no \(Wording.code(shown[shared])).",
      "\(subject.zh)，调用 \(Wording.code(last)) 之后就结束了，没有 \(Wording.code(shown[shared]))。")
  }
}
