import VCLifeCore

extension Catalogue {
  /// The photo-album app's controllers that each make one mistake of SPEC §10, so a class can
  /// push one and watch what it costs.
  static let gotchas: [ControllerTemplate] = {
    let mb = 1024 * 1024
    // A note to a friend about an album: the draft lives only in the text view, and nothing
    // saves it, so an iOS 5 unload throws it away.
    var compose = ControllerTemplate(
      name: "Compose", origin: .storyboard,
      viewTree: ViewNode("UIView", [ViewNode("UITextView"), ViewNode("UIButton")]),
      memory: memory(content: 1 * mb, caches: 0))
    compose.gotchas.viewState = "Dear Grandma, the beach photos"
    // Where the photos were taken: a timer refreshing the map holds the controller strongly.
    var map = ControllerTemplate(
      name: "Map", origin: .code,
      viewTree: ViewNode("UIView", [ViewNode("MKMapView"), ViewNode("UILabel")]),
      memory: memory(content: 4 * mb, caches: 2 * mb))
    map.gotchas.retainCycle = true
    // Overrides didReceiveMemoryWarning to stop its timer, and forgets super.
    var slideshow = ControllerTemplate(
      name: "Slideshow", origin: .storyboard, onWarning: .purgeCaches,
      viewTree: ViewNode("UIView", [ViewNode("UIImageView"), ViewNode("UIImageView")]),
      memory: memory(content: 8 * mb, caches: 4 * mb))
    slideshow.gotchas.callsSuperOnWarning = false
    // Its viewDidUnload forgets to nil the strong outlets to its tag field and list.
    var tags = ControllerTemplate(
      name: "Tags", origin: .storyboard,
      viewTree: ViewNode(
        "UIView", [ViewNode("UITextField"), ViewNode("UITableView", [ViewNode("UILabel")])]),
      memory: memory(content: 1 * mb, caches: 0))
    tags.gotchas.releasesOutlets = false
    tags.gotchas.outlets = ["UITextField", "UITableView"]
    // Its viewDidLoad decodes the captions of every photo; its viewDidUnload releases the
    // outlets but forgets the captions, which stay with no view to show them (SPEC §11.2).
    var captions = ControllerTemplate(
      name: "Captions", origin: .storyboard,
      viewTree: ViewNode("UIView", [ViewNode("UITableView"), ViewNode("UILabel")]),
      memory: memory(content: 6 * mb, caches: 0))
    captions.gotchas.releasesContent = false
    return [compose, map, slideshow, tags, captions]
  }()

  /// Each gotcha controller with its mistake fixed: what `--compare handlers` sets beside it.
  public static func fixed(_ template: ControllerTemplate) -> ControllerTemplate {
    var fixed = template
    let typed = template.gotchas.viewState
    fixed.gotchas = Gotchas()
    fixed.gotchas.viewState = typed
    fixed.gotchas.savesViewState = typed != nil
    return fixed
  }
}

extension Gotchas {
  /// The mistakes a template makes, a few words each, for lists such as the picker.
  public var pickerWords: [String] {
    var words: [String] = []
    if retainCycle { words.append("retain cycle") }
    if !callsSuperOnWarning { words.append("no super") }
    if !releasesOutlets { words.append("keeps outlets") }
    if !releasesContent { words.append("keeps content") }
    if viewState != nil && !savesViewState { words.append("unsaved draft") }
    return words
  }
}
