/// The words vclife uses for UIKit's terms in Chinese, one word per term, as the Chinese
/// translation writes them where it is right. Narration, lessons, the live screen and the
/// handouts use these; a test reads every one of those texts for the words to avoid.
public enum Glossary {
  /// One term: its English, the one Chinese word for it, and the words not to use for it.
  public struct Term: Sendable, Equatable {
    /// The English term.
    public let english: String
    /// The Chinese word used everywhere.
    public let chinese: String
    /// Words that name the same thing and are not used (another word, or a wrong one).
    public let avoid: [String]
  }

  /// Every term, in the order a handout lists them.
  public static let terms: [Term] = [
    Term(english: "view controller", chinese: "视图控制器", avoid: []),
    Term(english: "super (the superclass's implementation)", chinese: "超类", avoid: ["父类"]),
    Term(english: "app delegate", chinese: "应用委托", avoid: ["应用程序委托", "应用代理"]),
    Term(english: "lazy (created when first read)", chinese: "延迟加载", avoid: ["懒加载", "懒惰分配", "惰性"]),
    Term(english: "dealloc (the object is destroyed)", chinese: "销毁", avoid: []),
    Term(english: "archive (a storyboard or nib's)", chinese: "归档", avoid: ["压缩包"]),
    Term(english: "memory gauge", chinese: "内存仪表", avoid: ["内存条"]),
    Term(english: "outlet", chinese: "输出口", avoid: []),
    Term(english: "backing store", chinese: "后备存储", avoid: []),
    Term(english: "unload", chinese: "卸载", avoid: []),
    Term(english: "storyboard", chinese: "故事板", avoid: []),
    Term(english: "memory warning", chinese: "低内存警告", avoid: []),
    Term(english: "More list (a tab bar's)", chinese: "“更多”列表", avoid: []),
  ]

  /// The words to avoid that a text uses, each with the word to use instead.
  public static func misused(in text: String) -> [(found: String, use: String)] {
    terms.flatMap { term in
      term.avoid.filter { text.contains($0) }.map { ($0, term.chinese) }
    }
  }
}
