import Foundation
import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeRead

/// The reader's rules on small sources, its limits on hostile input, and its outputs.
@Suite struct ControllerReaderTests {
  func read(_ source: String, _ language: SourceLanguage = .swift, as name: String? = nil) throws
    -> ReadReport
  {
    try ControllerReader.read(
      source: Array(source.utf8), file: "T", language: language, className: name)
  }

  @Test func swiftNamesBecomeUIKitSelectors() {
    #expect(Lifecycle.selector(swiftName: "viewWillAppear", labels: [""]) == "viewWillAppear:")
    #expect(
      Lifecycle.selector(swiftName: "viewWillAppear", labels: ["animated"]) == "viewWillAppear:")
    #expect(Lifecycle.selector(swiftName: "init", labels: ["coder"]) == "initWithCoder:")
    #expect(
      Lifecycle.selector(swiftName: "init", labels: ["nibName", "bundle"])
        == "initWithNibName:bundle:")
    #expect(
      Lifecycle.selector(swiftName: "willMove", labels: ["toParent"])
        == "willMoveToParentViewController:")
    #expect(
      Lifecycle.selector(swiftName: "viewWillTransition", labels: ["to", "with"])
        == "viewWillTransitionToSize:withTransitionCoordinator:")
    #expect(Lifecycle.selector(swiftName: "tick", labels: []) == "tick")
  }

  /// A super call inside a comment is no call: a grep would say it is there.
  @Test func aCommentedSuperIsMissing() throws {
    let report = try read(
      """
      class A: UIViewController {
        override func viewDidLoad() {
          // super.viewDidLoad()
          /* super.viewDidLoad() */
        }
      }
      """)
    #expect(report.classes.first?.methods.first?.super == .missing)
  }

  @Test func objectiveCSuperWithAnotherSelectorIsWrong() throws {
    let report = try read(
      """
      @interface A : UIViewController
      @end
      @implementation A
      - (void)viewWillDisappear:(BOOL)animated { [self save]; [super viewWillAppear:animated]; }
      @end
      """, .objc)
    let method = try #require(report.classes.first?.methods.first)
    #expect(
      method.super == .wrong && method.superSelector == "viewWillAppear:"
        && method.superPosition == .last)
    #expect(report.classes.first?.superclassKnown == true)
  }

  /// The warning handler: view read before any guard loads it inside the warning.
  @Test func warningHandlerThatReadsViewTouchesIt() throws {
    let guarded = try read(
      """
      class A: UIViewController {
        override func didReceiveMemoryWarning() {
          super.didReceiveMemoryWarning()
          if self.isViewLoaded && self.view.window == nil { self.view = nil }
        }
      }
      """)
    let touching = try read(
      """
      class A: UIViewController {
        override func didReceiveMemoryWarning() {
          super.didReceiveMemoryWarning()
          self.view = nil
          view.backgroundColor = nil
        }
      }
      """)
    let good = try #require(guarded.classes.first?.warningHandler)
    #expect(good.releasesView && good.guarded && !good.touchesView)
    #expect(
      guarded.classes.first?.knobLine
        == "new A origin=code onWarning=release-view subviews=none content=0 caches=0")
    let bad = try #require(touching.classes.first?.warningHandler)
    #expect(bad.releasesView && !bad.guarded && bad.touchesView)
    // `view = nil` with no test drops even the view on screen: no handler of the simulator
    // does that (Listing 4-3's reads the view first and keeps a visible one), so the run
    // leaves it out and says so, rather than show a reload the code never asks for.
    let settings = touching.classes.first?.knobs.map(\.setting) ?? []
    #expect(settings.contains("onWarning=none"), "\(settings)")
    #expect(!settings.contains("onWarning=release-view-unsafe"))
    #expect(
      touching.classes.first?.notUnderstood.contains { $0.what.contains("view = nil") } == true)
    // Listing 4-3 itself: the window test alone.
    let listing = try read(
      """
      class A: UIViewController {
        override func didReceiveMemoryWarning() {
          super.didReceiveMemoryWarning()
          if self.view.window == nil { self.view = nil }
        }
      }
      """)
    #expect(listing.classes.first?.warningHandler?.guardTest == "window")
    #expect(listing.classes.first?.notUnderstood.isEmpty == true)
  }

  /// The facts of SPEC §16.2 become the simulator's settings: observers and timers by the
  /// method that adds and the one that removes, super marks, view reads in init and after a
  /// release in the warning handler; a counted timer is not a `retainCycle` as well.
  @Test func ownCodeFactsBecomeSettings() throws {
    let report = try read(
      """
      class Detail: UIViewController {
        var timer: Timer?
        init() {
          super.init(nibName: nil, bundle: nil)
          view.backgroundColor = .white
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .changed, object: nil)
        }
        override func viewWillAppear(_ animated: Bool) {
          timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        }
        override func viewWillDisappear(_ animated: Bool) {
          super.viewDidDisappear(animated)
        }
        override func didReceiveMemoryWarning() {
          super.didReceiveMemoryWarning()
          if isViewLoaded && view.window == nil { view = nil }
          view.setNeedsLayout()
        }
        deinit { timer?.invalidate() }
      }
      """)
    let entry = try #require(report.classes.first)
    #expect(
      entry.knobs.map(\.setting) == [
        "origin=code", "onWarning=release-view", "subviews=none", "content=0", "caches=0",
        "warningTouchesView=true", "initTouchesView=true",
        "observerAddedIn=viewDidLoad", "observerRemovedIn=none", "timerStartedIn=viewWillAppear",
        "timerInvalidatedIn=dealloc", "skipsSuper=viewWillAppear",
        "wrongSuper=viewWillDisappear>viewDidDisappear",
      ])
    // The knob line is a `new` line the simulator runs.
    let script = entry.knobLine + "\nroot nav Detail\npush Other\npop\n"
    #expect(!ScriptRun(script: script).hasErrors)
  }

  /// A window test alone keeps a visible view, but reads (so loads) a hidden one.
  @Test func aWindowTestGuardsTheReleaseButTouchesTheView() throws {
    let report = try read(
      """
      class A: UIViewController {
        override func didReceiveMemoryWarning() {
          super.didReceiveMemoryWarning()
          if view.window == nil { view = nil }
        }
      }
      """)
    let handler = try #require(report.classes.first?.warningHandler)
    #expect(handler.guarded && handler.guardTest == "window" && handler.touchesView)
    // Listing 4-3's test: the run reads the view to test it, loading a hidden one (SPEC §4.2).
    #expect(
      report.classes.first?.knobs.contains { $0.setting == "onWarning=release-view-unsafe" } == true
    )
    let text = ReadRenderer.text(report, languages: [.english])
    #expect(text.contains("in no window") && !text.contains("isViewLoaded test"))
  }

  /// Timers made with an initializer and display links hold their target as scheduled
  /// timers do; a block that uses only `weakSelf` does not hold the controller.
  @Test func madeTimersDisplayLinksAndWeakBlocks() throws {
    let swift = try read(
      """
      class A: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          link = CADisplayLink(target: self, selector: #selector(step))
          t = Timer(timeInterval: 1, target: self, selector: #selector(step), userInfo: nil, repeats: true)
        }
      }
      """)
    #expect(swift.classes.first?.resources.map(\.name) == ["link", "t"])
    #expect(swift.classes.first?.resources.allSatisfy { $0.verdict == .leaks } == true)
    let objc = try read(
      """
      @interface B : UIViewController
      @end
      @implementation B
      - (void)viewDidLoad {
        [super viewDidLoad];
        __weak typeof(self) weakSelf = self;
        self.t = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *x) { [weakSelf tick]; }];
      }
      - (void)dealloc { [_t invalidate]; }
      @end
      """, .objc)
    let timer = try #require(objc.classes.first?.resources.first)
    #expect(timer.verdict == .balanced && timer.ios5Verdict == .grows)
    #expect(objc.classes.first?.notUnderstood.contains { $0.what.contains("weakly") } == true)
  }

  /// Manual reference counting's ways of letting an outlet go count as setting it nil; a
  /// negated `isViewLoaded` test that returns guards what follows.
  @Test func objectiveCSettersReleasesAndANegatedGuard() throws {
    let report = try read(
      """
      @interface A : UIViewController
      @property (nonatomic, retain) IBOutlet UILabel *label;
      @property (nonatomic, retain) IBOutlet UIView *box;
      @end
      @implementation A
      - (void)viewDidUnload { [self setLabel:nil]; [_box release]; [super viewDidUnload]; }
      - (void)didReceiveMemoryWarning {
        [super didReceiveMemoryWarning];
        if (![self isViewLoaded]) return;
        if (self.view.window == nil) { self.view = nil; }
      }
      @end
      """, .objc)
    let entry = try #require(report.classes.first)
    #expect(
      entry.resources.filter { $0.kind == .outlet }.map(\.verdict) == [
        .releasedOnUnload, .releasedOnUnload,
      ])
    #expect(
      entry.warningHandler?.touchesView == false
        && entry.warningHandler?.guardTest == "isViewLoaded")
  }

  /// An observer `viewDidLoad` adds and a disappearance removes leaves nothing registered;
  /// a name written as a string is the string.
  @Test func observerRemovedOnDisappearanceIsBalanced() throws {
    let report = try read(
      """
      class A: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(self, selector: #selector(x), name: Notification.Name("Changed"), object: nil)
        }
        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          NotificationCenter.default.removeObserver(self)
        }
      }
      """)
    let observer = try #require(report.classes.first?.resources.first)
    #expect(observer.name == "Changed" && observer.verdict == .balanced)
  }

  /// A selector observer nothing removes depends on the version (iOS 9 removes it at
  /// dealloc); one added with a block does not, and its text says nothing of iOS 9.
  @Test func observersNothingRemoves() throws {
    let report = try read(
      """
      class A: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(self, selector: #selector(x), name: .a, object: nil)
          token = NotificationCenter.default.addObserver(forName: .b, object: nil, queue: nil) { _ in }
        }
      }
      """)
    let resources = try #require(report.classes.first?.resources)
    #expect(resources.map(\.name) == ["a", "b"] && resources.allSatisfy { $0.verdict == .depends })
    #expect(resources.map(\.addedWithBlock) == [nil, true])
    let lines = ReadRenderer.text(report, languages: [.english]).split(separator: "\n")
    #expect(lines.first { $0.contains("observer a:") }?.contains("from iOS 9") == true)
    #expect(lines.first { $0.contains("observer b:") }?.contains("iOS 9") == false)
  }

  /// `view` read in an initializer loads it there; read in viewDidLoad, it does not count.
  @Test func initThatReadsViewIsMarked() throws {
    let report = try read(
      """
      class A: UIViewController {
        init() {
          super.init(nibName: nil, bundle: nil)
          view.backgroundColor = .red
        }
        override func viewDidLoad() { super.viewDidLoad(); view.alpha = 1 }
      }
      """)
    #expect(report.classes.first?.initTouchesView == 4)
    #expect(ReadRenderer.text(report, languages: [.chinese]).contains("T:4  创建控制器时读取了 view"))
  }

  /// One level of the class's own methods is followed; the second is said, not guessed.
  @Test func helpersAreFollowedOneLevel() throws {
    let report = try read(
      """
      class A: UIViewController {
        var t: Timer?
        override func viewDidLoad() { super.viewDidLoad(); start() }
        func start() { t = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(go), userInfo: nil, repeats: true); deeper() }
        func deeper() { NotificationCenter.default.addObserver(self, selector: #selector(go), name: .x, object: nil) }
        @objc func go() {}
      }
      """)
    let entry = try #require(report.classes.first)
    #expect(entry.resources.map(\.kind) == [.timer])
    #expect(
      entry.resources.first?.acquiredIn == ["viewDidLoad"]
        && entry.resources.first?.verdict == .leaks)
    #expect(entry.notUnderstood.contains { $0.line == 4 && $0.what.contains("deeper") })
  }

  @Test func anEmptyFileIsReadAsNoClass() throws {
    for language in [SourceLanguage.swift, .objc] {
      let report = try ControllerReader.read(source: [], file: "e", language: language)
      #expect(report.classes.isEmpty && report.notUnderstood.map(\.line) == [1])
    }
  }

  /// A branch on the iOS version is said, with its line: the reader does not pick a version.
  @Test func aVersionCheckIsSaid() throws {
    let report = try read(
      """
      class A: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          if #available(iOS 9, *) { x() }
        }
      }
      """)
    #expect(report.notUnderstood.contains { $0.line == 4 && $0.what == ReadText.versionCheck.en })
  }

  @Test func noClassIsSaid() throws {
    let report = try read("override func viewDidLoad() { super.viewDidLoad() }\n")
    #expect(report.classes.isEmpty)
    #expect(report.notUnderstood.contains { $0.what == ReadText.noClass.en })
  }

  @Test func asNamesOneClassOrFails() throws {
    let source = "class A: UIViewController {}\nclass B: UIViewController {}\n"
    #expect(try read(source, as: "B").classes.map(\.name) == ["B"])
    #expect(throws: ControllerReader.Failure.self) { try read(source, as: "C") }
  }

  // MARK: Hostile input

  @Test func tooLargeAndTooDeepAreRefused() throws {
    let large = [UInt8](repeating: 0x20, count: ControllerReader.sizeLimit + 1)
    #expect(throws: ControllerReader.Failure.self) {
      try ControllerReader.read(source: large, file: "big.swift", language: .swift)
    }
    let deep = String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000)
    for language in [SourceLanguage.swift, .objc] {
      #expect(throws: ControllerReader.Failure.self) {
        try ControllerReader.read(
          source: Array("let x = \(deep);".utf8), file: "deep", language: language)
      }
    }
  }

  /// Any bytes give a report or a failure, never a crash; the same bytes the same answer.
  @Test func randomBytesGiveAnAnswer() throws {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array(
      "class A: UIViewController { override func viewDidLoad() super.x() @implementation @end [self view] = nil; #if \n\0\u{FF}"
        .utf8)
    for round in 0..<200 {
      let count = Int.random(in: 0..<400, using: &generator)
      let bytes = (0..<count).map { _ in
        round % 2 == 0
          ? UInt8.random(in: 0...255, using: &generator)
          : alphabet.randomElement(using: &generator)!
      }
      for language in [SourceLanguage.swift, .objc] {
        let first = try? ControllerReader.read(source: bytes, file: "r", language: language)
        let second = try? ControllerReader.read(source: bytes, file: "r", language: language)
        #expect(first == second)
      }
    }
  }

  // MARK: Output

  @Test func jsonKeepsTheDocumentedFields() throws {
    let report = try read(
      "class A: UIViewController { @IBOutlet var l: UILabel!\n override func viewDidLoad() { super.viewDidLoad() } }"
    )
    let json = ReadRenderer.json(report)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["file", "language", "classes", "notUnderstood"])
    #expect(object["language"] as? String == "swift")
    let entry = try #require((object["classes"] as? [[String: Any]])?.first)
    for key in [
      "name", "line", "superclass", "superclassKnown", "methods", "resources", "knobs", "knobLine",
      "notUnderstood",
    ] {
      #expect(entry[key] != nil, "no \(key)")
    }
    #expect(try JSONDecoder().decode(ReadReport.self, from: Data(json.utf8)) == report)
    #expect(!json.contains("\n"))
  }

  /// What the run leaves out of a class is said, never dropped: a second observer. A cache
  /// the handler empties beside Listing 4-3's `view = nil` is released with the view as
  /// content, so `caches=0` is not said to be assumed from an absence. An MRC outlet released
  /// in dealloc is released there, and still held through an iOS 5 unload.
  @Test func whatTheRunLeavesOutIsSaid() throws {
    let source = """
      @interface P ()
      @property (nonatomic, retain) IBOutlet UIImageView *imageView;
      @property (nonatomic, retain) NSMutableDictionary *cache;
      @end
      @implementation P
      - (void)viewDidLoad {
          [super viewDidLoad];
          [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(a:) name:@"A" object:nil];
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(b:) name:@"B" object:nil];
      }
      - (void)didReceiveMemoryWarning {
          [super didReceiveMemoryWarning];
          if ([self.view window] == nil) { self.view = nil; }
          [self.cache removeAllObjects];
      }
      - (void)dealloc {
          [[NSNotificationCenter defaultCenter] removeObserver:self];
          [_imageView release];
          [super dealloc];
      }
      @end
      """
    let report = try read(source, .objc)
    let notes = try #require(report.classes.first).notUnderstood
    #expect(
      notes.contains { $0.line == 12 && $0.what.contains("a second observer (B)") }, "\(notes)")
    let knobs = try #require(report.classes.first).knobs
    #expect(knobs.contains { $0.setting == "caches=0" && $0.assumed == nil })
    #expect(knobs.contains { $0.setting == "observerAddedIn=viewDidLoad" })
    #expect(knobs.contains { $0.setting == "releasesOutlets=false" })
    let outlet = try #require(report.classes.first?.resources.first { $0.kind == .outlet })
    #expect(outlet.releasedIn == ["dealloc"])
    #expect(ReadRenderer.text(report, languages: [.english]).contains("released in dealloc"))
  }

  @Test func textCitesLinesInBothLanguages() throws {
    let report = try read(
      "class A: UIViewController {\n override func viewDidAppear(_ a: Bool) { }\n}\n")
    let text = ReadRenderer.text(report, languages: [.english, .chinese])
    #expect(text.contains("T:2  viewDidAppear: — never calls super"))
    #expect(text.contains("T:2  viewDidAppear: —— 没有调用 super"))
    #expect(text.contains("Understood / 读懂的") && text.contains("Not understood / 没读懂的"))
    #expect(text.contains("Swift needs iOS 7") && text.contains("Swift 需要 iOS 7"))
    let english = ReadRenderer.text(report, languages: [.english])
    #expect(!english.contains("读懂"))
    // Nothing in the file says how its view is made: origin=code is marked assumed.
    #expect(report.classes.first?.knobs.first { $0.setting == "origin=code" }?.assumed == true)
    #expect(text.contains("T:1  origin=code — assumed: no storyboard outlet"))
    #expect(text.contains("T:1  origin=code —— 假设："))
    let outlets = try read("class A: UIViewController { @IBOutlet var l: UILabel! }")
    // An outlet states the storyboard; what the file lacks (content, a cache) is assumed.
    #expect(
      outlets.classes.first?.knobs.filter { $0.assumed == true }.map(\.setting)
        == ["content=0", "caches=0"])
    #expect(
      text.contains(
        "T:1  content=0 — assumed: no property but outlets and views set in loadView or viewDidLoad"
      ))
  }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
