import Testing

@testable import VCLifeRead

/// A student's class takes the subviews, content and cache its file shows, not the example
/// app's: `subviews=`, `content=0` and `caches=0` come from the code.
struct ViewSettingsTests {
  func settings(_ source: String, _ language: SourceLanguage = .swift) throws -> [String] {
    let report = try ControllerReader.read(
      source: Array(source.utf8), file: "T", language: language, className: nil)
    return try #require(report.classes.first).knobs.map(\.setting)
  }

  @Test func swiftSubviewsAreNamedByTheirDeclaredClass() throws {
    let knobs = try settings(
      """
      class A: UIViewController {
        let title = UILabel()
        lazy var table: UITableView = UITableView()
        var items: [String] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(title)
          self.view.addSubview(table)
          view.addSubview(UIButton(type: .system))
          view.addSubview(makeBadge())
          title.addSubview(UIImageView())
          items = ["a"]
        }
      }
      """)
    // The badge's class is not written: a UIView. A view added to a subview is not the
    // root view's subview.
    #expect(knobs.contains("subviews=UILabel,UITableView,UIButton,UIView"), "\(knobs)")
    #expect(!knobs.contains("content=0"), "items is set in viewDidLoad: content")
    #expect(knobs.contains("caches=0"))
  }

  @Test func objectiveCOwnLoadViewBuildsItsSubviews() throws {
    let knobs = try settings(
      """
      @interface B : UIViewController
      @property (nonatomic, strong) UITextView *body;
      @end
      @implementation B
      - (void)loadView {
          self.view = [[UIView alloc] init];
          [self.view addSubview:self.body];
          [self.view addSubview:[[UISwitch alloc] init]];
      }
      @end
      """, .objc)
    #expect(knobs.contains("origin=custom"), "\(knobs)")
    #expect(knobs.contains("subviews=UITextView,UISwitch"), "\(knobs)")
    #expect(knobs.contains("content=0"), "a view in a property is not content")
  }

  @Test func aRootBuiltInALocalGetsItsSubviews() throws {
    let knobs = try settings(
      """
      @interface L : UIViewController
      @property (nonatomic, strong) UITableView *table;
      @end
      @implementation L
      - (void)loadView {
          UIView *root = [[UIView alloc] initWithFrame:CGRectZero];
          [root addSubview:[[UILabel alloc] init]];
          [root addSubview:self.table];
          self.view = root;
      }
      @end
      """, .objc)
    #expect(knobs.contains("subviews=UILabel,UITableView"), "\(knobs)")
  }

  @Test func aStoryboardShowsTheViewsItsOutletsConnect() throws {
    let knobs = try settings(
      """
      class C: UIViewController {
        @IBOutlet weak var name: UILabel!
        @IBOutlet weak var height: NSLayoutConstraint!
        @IBOutlet weak var save: UIButton!
        @IBOutlet var tap: UITapGestureRecognizer!
        override func didReceiveMemoryWarning() {
          super.didReceiveMemoryWarning()
          cache.removeAll()
        }
      }
      """)
    #expect(knobs.contains("origin=storyboard"), "\(knobs)")
    #expect(knobs.contains("subviews=UILabel,UIButton"), "constraints and gestures are no views")
    #expect(knobs.contains("onWarning=purge-caches"))
    #expect(!knobs.contains("caches=0"), "a class that purges a cache has one")
  }

  /// A weak outlet holds nothing, and a strong outlet to a gesture holds no subview: only a
  /// strong outlet to a view is held through an iOS 5 unload, and `outlets=` names it.
  @Test func onlyStrongOutletsToViewsAreHeld() throws {
    let weakOnes = try settings(
      """
      class P: UIViewController {
        @IBOutlet weak var name: UILabel!
        @IBOutlet var tap: UITapGestureRecognizer!
      }
      """)
    #expect(!weakOnes.contains { $0.hasPrefix("releasesOutlets") || $0.hasPrefix("outlets=") })
    let strong = try settings(
      """
      class Q: UIViewController {
        @IBOutlet weak var name: UILabel!
        @IBOutlet var bio: UITextView!
      }
      """)
    #expect(strong.contains("releasesOutlets=false") && strong.contains("outlets=UITextView"))
  }

  /// Content that no unload lets go is kept through one (iOS 5).
  @Test func contentNothingReleasesIsKept() throws {
    let knobs = try settings(
      """
      class R: UIViewController {
        var rows: [String] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          rows = ["a"]
        }
      }
      """)
    #expect(knobs.contains("releasesContent=false") && !knobs.contains("content=0"))
  }

  @Test func aClassWithNoViewCodeAddsNothing() throws {
    let knobs = try settings(
      """
      class D: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "D"
        }
      }
      """)
    #expect(knobs.suffix(3) == ["subviews=none", "content=0", "caches=0"], "\(knobs)")
  }
}

/// An observer added in `viewDidLoad` and removed on every disappearance leaks nothing, but
/// the class stops hearing it: the reader says so, as the simulator's removal line does.
struct ObserverStopsTests {
  @Test func anObserverNothingAddsAgainIsSaid() throws {
    let report = try ControllerReader.read(
      source: Array(
        """
        class F: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(r), name: .x, object: nil)
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
          }
        }
        """.utf8), file: "F.swift", language: .swift, className: nil)
    let text = ReadRenderer.text(report, languages: [.english])
    #expect(text.contains("→ balanced; but after the first disappearance nothing adds it again"))
  }
}

/// A syntax error that swallows a class's declaration is said where it is, not only "no class".
struct SwallowedClassTests {
  @Test func theNoClassLineNamesTheSyntaxError() throws {
    let report = try ControllerReader.read(
      source: Array(
        """
        import UIKit
        class CartViewController: UIViewController
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }
        """.utf8), file: "Cart.swift", language: .swift, className: nil)
    #expect(report.classes.isEmpty)
    let note = try #require(report.notUnderstood.first { $0.what == "no class in this file" })
    #expect(note.why.hasPrefix("the parser could not read line 2"), "\(note.why)")
  }

  /// An unclosed `super.viewDidLoad(` reads as no call to super: the verdict is said to rest
  /// on code the parser could not read, and no super setting or mark comes of it.
  @Test func aSyntaxErrorInsideAMethodLeavesItsSuperUnmarked() throws {
    let report = try ControllerReader.read(
      source: Array(
        """
        class CartViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(
                let x = [1, 2
            }
        }
        """.utf8), file: "Cart.swift", language: .swift, className: nil)
    let entry = try #require(report.classes.first)
    let method = try #require(entry.methods.first { $0.selector == "viewWillAppear:" })
    #expect(method.super == .missing && method.unreadLine != nil)
    #expect(!entry.knobs.contains { $0.setting.hasPrefix("skipsSuper") }, "\(entry.knobs)")
    #expect(
      entry.notUnderstood.contains {
        $0.what == "code inside viewWillAppear: the parser could not read"
      })
  }

  /// Names nilled on an unload but declared in no @interface of the file (the header's):
  /// outlet or content is not known, and is said, rather than guessed as data passed in.
  @Test func namesDeclaredElsewhereAreSaid() throws {
    let report = try ControllerReader.read(
      source: Array(
        """
        #import "Z.h"
        @implementation Z
        - (void)viewDidUnload {
            self.label = nil;
            [super viewDidUnload];
        }
        @end
        """.utf8), file: "Z.m", language: .objc, className: nil)
    let entry = try #require(report.classes.first)
    #expect(!entry.knobs.contains { $0.setting.hasPrefix("releasesInput") }, "\(entry.knobs)")
    #expect(entry.resources.isEmpty)
    #expect(entry.notUnderstood.contains { $0.what.hasPrefix("label set to nil on an unload") })
  }

  /// A key-value observer removed on every disappearance is removed a second time while not
  /// registered, which raises an exception: said.
  @Test func aKeyValueObserverRemovedTwiceIsSaid() throws {
    let report = try ControllerReader.read(
      source: Array(
        """
        class W: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            web.addObserver(self, forKeyPath: "estimatedProgress", options: .new, context: nil)
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            web.removeObserver(self, forKeyPath: "estimatedProgress")
          }
        }
        """.utf8), file: "W.swift", language: .swift, className: nil)
    let text = ReadRenderer.text(report, languages: [.english])
    #expect(
      text.contains("removing an unregistered key-value observer raises an exception"), "\(text)")
  }
}
