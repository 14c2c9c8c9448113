import VCLifeClassroom
import VCLifeScript

/// The `?` screen: exactly the keys that work in the current mode, and what each one shows
/// about view controllers, in the chosen language(s). Space turns to the next page when the
/// keys do not fit; any other key returns, `q` too (as its title says; the key table's help
/// layer).
enum HelpScreen {
  /// The screens whose keys differ.
  enum Mode: Equatable {
    case freePlay
    case lesson
    case replay
    case compare
    /// One student's practice (`vclife practice`).
    case practice
  }

  /// A key and what it does.
  typealias Entry = (key: String, meaning: Localized)

  /// The keys of a mode, from the key table: a lesson's keys when one is taught (in compare
  /// mode too), push and present only when the app has controllers for them, a class's
  /// keys only while a class is open.
  static func keys(
    _ mode: Mode, lesson: Bool = false, canPush: Bool = true, canPresent: Bool = true,
    forStudents: Bool = false, inClass: Bool = false
  ) -> [Entry] {
    let screen: KeyBinding.Screen = mode == .compare ? .compare : .single
    let activity: KeyBinding.Activity =
      mode == .practice
      ? .practice
      : lesson || mode == .lesson ? .lesson : mode == .replay ? .replay : .freePlay
    let offers = { (need: KeyBinding.Need) -> Bool in
      switch need {
      case .nothing: true
      case .pushable: canPush
      case .presentable: canPresent
      case .pushableOrPresentable: canPush || canPresent
      case .openClass: inClass
      }
    }
    return Keymap.help(on: screen, activity, offers: offers, forStudents: forStudents)
  }

  /// The help's lines at a width: each key with its meaning, wrapped, one language after
  /// the other in `both`.
  static func lines(_ keys: [Entry], language: ReportLanguage, width: Int) -> [[(String, Style)]] {
    let keyWidth = 12
    var lines: [[(String, Style)]] = []
    for (key, meaning) in keys {
      let shownKey = keyName(key, language)
      var first = true
      for language in language.languages {
        for line in TextWrap.lines(meaning.text(language), width: max(10, width - keyWidth - 2)) {
          lines.append([
            ((first ? shownKey : "").padding(to: keyWidth), Style(.key, [.bold])),
            (line, Style(.normal)),
          ])
          first = false
        }
      }
    }
    let marks = [
      Localized(
        en:
          "● view loaded  ○ view nil  ▶ view in the window: only the top controller's view is on screen (and, under a page sheet, its presenter's).",
        zh: "● 视图已加载  ○ 视图为 nil  ▶ 视图在窗口中：只有最顶端控制器的视图在屏幕上（页面表单下还有呈现者的）。"),
      Localized(
        en: "⊘ leaked: nothing can free it  ↑ presented  ▲ ▼ on a pane's edge: more above, "
          + "below (▼3: three more rows)",
        zh: "⊘ 已泄漏：无法释放  ↑ 呈现的控制器  窗格边上的 ▲ ▼：上方、下方还有内容（▼3：下方还有三行）"),
      Localized(
        en:
          "(name) in the log: an effect, what UIKit or the system did that is no view "
          + "controller callback: a view's own method such as layoutSubviews, memory allocated "
          + "or freed; the name is this simulator's where UIKit has none.",
        zh:
          "日志中带括号的（名称）：效果，即 UIKit 或系统所做的、不是视图控制器回调的事：视图自己的方法（如 layoutSubviews）、内存的分配或释放；UIKit 没有名字的，名称是本模拟器的。"
      ),
      Localized(
        en:
          "Your class (--own): Detail.m:14 beside a callback is the line of your override that "
          + "runs; ✗ super: it does not call super; ⚠ super: it calls another method's super.",
        zh:
          "你的类（--own）：回调旁的 Detail.m:14 是运行的重写方法所在的行；✗ super：它没有调用 super；⚠ super：它调用了另一个方法的 super。"
      ),
      Localized(
        en:
          "Phone: ░ the status bar and bars, ▌ the view's rows, ┊ its rows under a bar (iOS 7+), "
          + "▄ the notch or Dynamic Island, ━ the home indicator. Gauge: ░ backing stores.",
        zh:
          "手机图：░ 状态栏和各种条，▌ 视图所占的行，┊ 视图在栏下的行（iOS 7+），▄ 刘海或灵动岛，━ 主屏幕指示条。"
          + "内存仪表：░ 后备存储。"),
    ]
    lines.append([])
    for mark in marks {
      for language in language.languages {
        for line in TextWrap.lines(mark.text(language), width: width) {
          lines.append([(line, Style(.dim))])
        }
      }
    }
    return lines
  }

  /// A key's name in the help's language: `space` and `mouse` are words (the status line
  /// says 空格 too); the keys themselves are what is typed.
  static func keyName(_ key: String, _ language: ReportLanguage) -> String {
    let words = [
      ("space", Localized(en: "space", zh: "空格")), ("mouse", Localized(en: "mouse", zh: "鼠标")),
    ]
    guard let word = words.first(where: { $0.0 == key })?.1 else { return key }
    return Words.label(word, language)
  }

  /// The help of the classroom's screen, at `page` (turned past the last, it starts again).
  static func draw(
    _ classroom: Classroom, page: Int, glyphs: Glyphs, in rect: Rect, on grid: inout Grid
  ) {
    let language = classroom.language
    let mode: Mode =
      classroom.isComparing
      ? .compare
      : classroom.practice != nil
        ? .practice
        : classroom.lesson != nil ? .lesson : classroom.plan != nil ? .replay : .freePlay
    let entries = keys(
      mode, lesson: classroom.lesson != nil && classroom.practice == nil,
      canPush: !classroom.catalogue.pushable.isEmpty,
      canPresent: !classroom.catalogue.presentable.isEmpty, forStudents: classroom.isFollowing,
      inClass: classroom.classLive != nil)
    grid.fill(rect: rect)
    let all = lines(entries, language: language, width: max(1, rect.width - 2))
    let paged = pages(all, rows: max(1, rect.height - 2))
    let pages = paged.count
    let shown = page % pages
    let title =
      pages > 1
      // The border's corners and the title's spaces take four columns.
      ? Words.keysPaged("\(shown + 1) / \(pages)", language, width: rect.width - 4)
      : Words.label(Words.keys, language)
    let inside = grid.drawBox(rect: rect, title: title, glyphs: glyphs)
    var lineWriter = Lines(rect: inside, ellipsis: glyphs.ellipsis)
    for line in paged[shown] {
      lineWriter.putRow(line, on: &grid)
    }
  }

  /// The help's lines in pages of `rows`: a key's lines stay on one page (a meaning cut in
  /// the middle, "(the status line shows" / "it)", read as two), unless they are more than
  /// a page; a page starts with no blank line.
  static func pages(_ lines: [[(String, Style)]], rows: Int) -> [[[(String, Style)]]] {
    // A key's first line names it; the lines under it leave the key's column blank.
    func continues(_ line: [(String, Style)]) -> Bool {
      line.count == 2 && line[0].0.allSatisfy { $0 == " " }
    }
    var pages: [[[(String, Style)]]] = [[]]
    var index = 0
    while index < lines.count {
      var end = index + 1
      while end < lines.count, continues(lines[end]) { end += 1 }
      let group = lines[index..<end]
      let room = rows - pages[pages.count - 1].count
      if group.count > room, !pages[pages.count - 1].isEmpty, group.count <= rows {
        pages.append([])
      }
      for line in group {
        if pages[pages.count - 1].count == rows { pages.append([]) }
        if pages[pages.count - 1].isEmpty && line.isEmpty { continue }
        pages[pages.count - 1].append(line)
      }
      index = end
    }
    let filled = pages.filter { !$0.isEmpty }
    return filled.isEmpty ? [[]] : filled
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
  }
}
