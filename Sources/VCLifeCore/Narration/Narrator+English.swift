extension Narrator {
  // swiftlint-free long switch: one line per rule keeps every explanation in one place.
  static func english(_ reason: Reason, _ x: String) -> String {
    if let line = geometry(reason, x, .english) { return line }
    switch reason {
    case .userAction: return "You asked for this; the callbacks below are UIKit's answer."
    case .behaviorChanged(.iOS5):
      return "Now iOS 5: a warning's super unloads off-screen views it can rebuild; no Auto "
        + "Layout; the visible controller is asked before a rotation."
    case .behaviorChanged(.iOS6):
      return "Now iOS 6+: a warning keeps views and frees only backing stores; Auto Layout; the "
        + "root (or presented) controller is asked before a rotation."
    case .templateDefined(let name):
      return "\(name) is defined; no instance exists until a container needs one."
    case .systemWarning(let percent):
      return "Memory reached \(percent)% of the budget (75% or more): level 1, the system warns "
        + "the app."
    case .restart: return "The app was terminated; it launches again from its root."

    case .initInCode(let transition):
      return "\(x) is created in code for the \(transitionName(transition, .english)): "
        + "init allocates only its critical data, no views."
    case .initFromStoryboard(let transition):
      return "\(x) comes from a storyboard (\(transitionName(transition, .english))): "
        + "its archive is loaded by initWithCoder:, no views yet."
    case .awakeFromNib:
      return "The archive is unpacked; awakeFromNib lets \(x) configure what needs other objects."

    case .willMoveToNavigation:
      return "\(x) is about to become a child of the navigation controller."
    case .didMoveToNavigation: return "\(x) is now a child of the navigation controller."
    case .willLeaveNavigation:
      return "\(x) is about to leave the navigation controller (parent nil)."
    case .didLeaveNavigation:
      return "\(x) has left the navigation controller, which no longer holds it."
    case .navigationItemCreated:
      return "A navigation controller shows \(x) for the first time, so its lazy "
        + "navigationItem is created now."

    case .loadView(let origin, let trigger, let isReload):
      let why: String
      switch trigger {
      case .shown: why = "\(x)'s view is nil and a container is about to show it"
      case .access: why = "\(x)'s view property was read while nil"
      case .handlerReadsView: why = "Listing 4-3's [self.view window] read \(x)'s view while nil"
      }
      let how: String
      switch origin {
      case .code: how = "the default loadView makes one empty UIView"
      case .storyboard: how = "loadView loads the views from the storyboard"
      case .custom: how = "\(x)'s own loadView builds its views (Listing 4-2)"
      }
      return "\(why), so the load cycle starts\(isReload ? " again" : ""): \(how)."
    case .defaultViewDiscarded:
      return "\(x)'s loadView called super: UIKit built a default view that \(x) replaces, "
        + "freed now. Wasted work and memory: do not call super."
    case .viewDidLoad(_, let added):
      return added > 0
        ? "The view exists: viewDidLoad adds \(added) subviews in code and loads their content."
        : "The view exists: viewDidLoad loads the data and images it shows."
    case .viewReturned:
      return "\(x)'s view is already loaded: the getter returns it and nothing loads."
    case .viewLoadedAnswered(true):
      return "isViewLoaded answers YES: \(x)'s view is loaded, and asking never loads it."
    case .viewLoadedAnswered(false):
      return "isViewLoaded answers NO: \(x)'s view is nil, and asking never loads it."

    case .willAppear(let transition):
      return "\(x)'s view is about to go on screen (\(transitionName(transition, .english)))."
    case .didAppear(let transition):
      return "\(x)'s view is on screen (\(transitionName(transition, .english)))."
    case .willDisappear(let transition):
      return "\(x)'s view is about to leave the screen (\(transitionName(transition, .english)))."
    case .didDisappear(let transition):
      return "\(x)'s view has left the screen (\(transitionName(transition, .english)))."
    case .updateConstraints:
      return "\(x) uses Auto Layout: updateViewConstraints comes before viewWillLayoutSubviews "
        + "(UIKit's order; the Chinese notes put it later)."
    case .willLayout:
      return "\(x)'s view has its frame: viewWillLayoutSubviews lets \(x) adjust subview "
        + "frames (step 3)."
    case .didLayout: return "Layout is done for \(x)'s view: viewDidLayoutSubviews (step 5)."
    case .addedToWindow:
      return "\(x)'s view is drawn into the window: its backing store exists while it is drawn."
    case .removedFromWindow:
      return "\(x)'s view leaves the window; only the top controller's view is on screen."
    case .cachesFilled:
      return "\(x)'s lazy cache property was read while empty, so it is filled now."

    case .appWarned:
      return "Memory is low: the app delegate hears first, then every view controller."
    case .warningDelivered(let behavior, let loaded, let inWindow, let hasBackingStore):
      if !loaded { return "\(x) is warned; its view is already nil, so super has nothing to free." }
      if inWindow { return "\(x) is warned; its view is on screen, so super keeps it." }
      if behavior == .iOS5 {
        return "\(x) is warned; iOS 5: its view is off screen, so super unloads it if it can "
          + "rebuild it."
      }
      return hasBackingStore
        ? "\(x) is warned; iOS 6+: super keeps the view; the system frees its backing store."
        : "\(x) is warned; iOS 6+: super keeps the view; its backing store was already freed; "
          + "nothing more to free."
    case .willUnload:
      return "iOS 5 unload cycle: \(x)'s views are still valid; save what you need from them."
    case .releasedBySuper:
      return "super sets \(x)'s view to nil: views, content and backing store are freed."
    case .didUnload:
      return "\(x)'s view is nil now; release outlets to the old views here."
    case .backingStoreFreed:
      return "iOS 6+: \(x)'s view is not in a window, so the system frees its backing store."
    case .cachesPurged: return "\(x)'s handler purges its caches; they refill when needed."
    case .releasedByHandler:
      return "\(x)'s handler: isViewLoaded && view.window == nil, so view = nil. "
        + "No unload callbacks on iOS 6."
    case .releasedByUnsafeHandler(reloaded: true):
      return "...and Listing 4-3 sets the view it just loaded back to nil: that load was wasted."
    case .releasedByUnsafeHandler(reloaded: false):
      return "Listing 4-3's handler: \(x)'s view is loaded and has no window, so view = nil. "
        + "Harmless this time: it read a view that was there."

    case .dealloc(let transition):
      return "After the \(transitionName(transition, .english)) nothing holds \(x): "
        + "it is deallocated and all its memory is freed."
    case .terminated(let percent):
      return "Memory reached \(percent)% of the budget: the system terminates the app. "
        + "No callbacks; every controller is gone."

    case .refused(let refusal): return english(refusal)
    case .urgentSystemWarning, .viewNotRebuildable, .superNotCalled, .outletsHeld,
      .outletsReconnected, .viewStateSaved, .viewStateLost, .viewStateRestored, .viewStateGone,
      .retainCycle:
      return englishGotcha(reason, x)
    default: return ""  // the geometry lines, above
    }
  }

  private static func english(_ refusal: Refusal) -> String {
    switch refusal {
    case .notLaunched: return "Refused: the app has not launched; start with root."
    case .alreadyLaunched: return "Refused: the app is running; its root is set once, at launch."
    case .terminated: return "Refused: the app was terminated; restart it first."
    case .notTerminated: return "Refused: restart is for an app that was terminated."
    case .popAtRoot: return "Refused: the root controller cannot be popped; the stack keeps one."
    case .notInNavigation(let visible):
      return "Refused: \(visible) is not in a navigation controller; nothing can push or pop."
    case .modalCovers(let modal): return "Refused: \(modal) is presented over it; dismiss first."
    case .nothingPresented: return "Refused: nothing is presented, so nothing can be dismissed."
    case .alreadyLive(let name):
      return "Refused: \(name) is already live. UIKit: \"Pushing the same view controller "
        + "instance more than once is not supported\"."
    case .notLive(let name): return "Refused: there is no live controller named \(name)."
    case .noTabBar: return "Refused: the root is not a tab bar controller."
    case .noTabHolds(let name): return "Refused: no tab holds \(name)."
    case .tabAlreadySelected(let name):
      return "Ignored: \(name)'s tab is already selected; UIKit does nothing."
    case .duplicateName(let name): return "Refused: \(name) appears twice; names are unique."
    case .noControllers: return "Refused: a root needs at least one controller."
    case .alreadyOriented(let orientation):
      return "Ignored: the device is already in \(words(orientation, .english))."
    case .statusBarAlready(let mode):
      return "Ignored: the status bar is already \(words(mode, .english))."
    case .rotationRefused(let name):
      return "Refused: \(name) answered NO (rotates=false), so the device stays as it is; "
        + "no rotation callbacks."
    case .presentActive(let name):
      return "Refused: \(name) is already live. UIKit: \"Application tried to present modally "
        + "an active controller\"."
    case .tapAtRoot(let name):
      return "Ignored: \(name)'s tab is selected and has nothing to pop; a tap does nothing."
    }
  }
}
