/// The class a declaration or an expression states, read from its text: enough to name the
/// views a controller adds (`subviews=`), never a type checker.
enum DeclaredType {
  /// `@IBOutlet weak var label: UILabel!` → `UILabel`; `let label = UILabel()` → `UILabel`;
  /// `lazy var table: UITableView = { … }()` → `UITableView`; nil when neither is written.
  static func swift(_ declaration: String, name: String) -> String? {
    guard let range = declaration.range(of: name) else { return nil }
    let rest = declaration[range.upperBound...].drop { $0 == " " }
    if rest.first == ":" { return className(rest.dropFirst().drop { $0 == " " }) }
    if rest.first == "=" { return constructed(rest.dropFirst().drop { $0 == " " }) }
    return nil
  }

  /// `@property (nonatomic, strong) IBOutlet UITextView *textView;` → `UITextView`.
  static func objc(_ declaration: String, name: String) -> String? {
    guard let star = declaration.range(of: "*"),
      declaration[star.upperBound...].drop(while: { $0 == " " }).hasPrefix(name)
    else { return nil }
    let words = declaration[..<star.lowerBound].split { !isNameCharacter($0) }
    return words.last.map(String.init).flatMap { isClass($0) ? $0 : nil }
  }

  /// The class an expression makes: `UILabel()`, `UILabel(frame: .zero)`,
  /// `[[UILabel alloc] initWithFrame:…]`, `[UIButton buttonWithType:…]`; nil otherwise.
  static func constructed(_ expression: Substring) -> String? {
    let trimmed = expression.drop { $0 == " " || $0 == "[" }
    let name = trimmed.prefix(while: isNameCharacter)
    let after = trimmed.dropFirst(name.count).drop { $0 == " " }
    guard isClass(String(name)), after.first == "(" || after.first.map(isNameCharacter) == true
    else { return nil }
    return String(name.split(separator: ".").last ?? name)
  }

  /// The leading class name of a type (`UILabel!`, `UIKit.UILabel?`, `UILabel` in `UILabel =`).
  private static func className(_ text: Substring) -> String? {
    let name = text.prefix(while: isNameCharacter)
    guard isClass(String(name)) else { return nil }
    return String(name.split(separator: ".").last ?? name)
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII
      && (character.isLetter || character.isNumber || character == "_"
        || character == ".")
  }

  /// A type name as classes are written: it starts with an upper-case letter.
  private static func isClass(_ name: String) -> Bool {
    name.first?.isUppercase == true && name.first?.isASCII == true
  }
}
