extension BuiltInLessons {
  /// `origins`: storyboard, code and a custom `loadView`, and Listing 4-2's note on super.
  static let origins = """
    name: origins
    title:
      en: Where a view comes from — storyboard, code, or your own loadView
      zh: 视图从哪里来——故事板、代码，还是自定义的 loadView
    summary:
      en: >-
        A storyboard controller is created with initWithCoder: and awakeFromNib and loads its
        views from the storyboard; a custom loadView builds the hierarchy itself and must not
        call super.
      zh: >-
        来自故事板的视图控制器通过 initWithCoder: 和 awakeFromNib 创建，并从故事板加载视图；
        自定义的 loadView 自己创建视图层次结构，并且不应调用 super。
    budget: 256MB
    controllers:
      - {name: Start, origin: code}
      - {name: Board, origin: storyboard, views: {UITableView: [UITableViewCell, UITableViewCell]}}
      - {name: Coded, origin: code}
      - {name: Custom, origin: custom, views: {UIView: [UIImageView, UILabel]}}
      - {name: Wasteful, origin: custom, callsSuper: true, views: {UIView: [UIImageView, UILabel]}}
    root: nav Start
    steps:
      - do: push Board
        say:
          en: >-
            Board comes from a storyboard: it is initialized with initWithCoder: and then
            receives awakeFromNib. Its loadView loads the views from the storyboard, and
            viewDidLoad follows.
          zh: >-
            Board 来自故事板：它用 initWithCoder: 初始化，然后收到 awakeFromNib。
            它的 loadView 从故事板加载视图，随后调用 viewDidLoad。
        expect:
          - Board initWithCoder:
          - Board awakeFromNib
          - Board loadView
          - Board viewDidLoad
      - do: push Coded
        say:
          en: >-
            Coded is created in code with initWithNibName:bundle:. With no nib and no override,
            the default loadView makes one plain empty view; viewDidLoad is where your code adds
            the subviews.
          zh: >-
            Coded 是用代码通过 initWithNibName:bundle: 创建的。没有 nib 文件也没有重写时，
            默认的 loadView 只创建一个空白的视图；子视图要在 viewDidLoad 中由你的代码添加。
        expect:
          - Coded initWithNibName:bundle:
          - Coded loadView
          - Coded viewDidLoad
      - do: push Custom
        say:
          en: >-
            Custom overrides loadView as in Listing 4-2: it creates the root view and its
            subviews itself and assigns them to the view property, without calling super.
          zh: >-
            Custom 像列表 4-2 那样重写了 loadView：它自己创建根视图和子视图并赋给 view 属性，
            不调用 super。
        expect:
          - Custom initWithNibName:bundle:
          - Custom loadView
          - Custom viewDidLoad
      - do: push Wasteful
        predict:
          en: Wasteful's loadView calls [super loadView] first. What does super build?
          zh: Wasteful 的 loadView 先调用了 [super loadView]。super 会创建什么？
        choices:
          - en: Nothing; an overridden loadView makes super do nothing.
            zh: 什么也不创建；重写了 loadView 之后 super 什么也不做。
          - en: A default view that Wasteful throws away; one view object allocated and freed.
            zh: 一个默认视图，随即被 Wasteful 丢掉；一个视图对象被分配后又被释放。
          - en: Wasteful's whole view tree a second time, kept beside the first.
            zh: 再创建一遍 Wasteful 的整个视图树，与第一棵并存。
        answer: 2
        say:
          en: >-
            If you use a custom loadView, do not call super. [super loadView] builds a default
            view, one more view object: loadView's memory counts four views where Custom's
            counted three. The override immediately throws it away, and the discard frees that
            one view again: wasted work and memory, as the note under Listing 4-2 warns.
          zh: >-
            如果你自定义 loadView，就不要调用 super。[super loadView] 会多创建一个默认视图：
            loadView 的内存里算了四个视图，而 Custom 只有三个。重写的方法马上把它丢掉，
            丢弃时这一个视图的内存又被释放：这是浪费的工作和内存，正如列表 4-2 下面的注释所警告的。
        expect: [Wasteful loadView, Wasteful defaultViewDiscarded, Wasteful viewDidLoad]
    """
}
