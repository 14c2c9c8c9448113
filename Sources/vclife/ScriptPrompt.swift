import VCLifeCore
import VCLifeUI

/// `vclife script` at a terminal: a prompt, `help` and `quit`. Only there: in a file or a
/// pipe, `help` and `quit` are lines like any other (and bad ones).
enum ScriptPrompt {
  /// Written to standard error before each line is read, so standard output stays the report.
  static let prompt = "vclife> "

  /// What a line typed at the prompt asks of the prompt itself, if anything.
  enum Command {
    case help
    case quit
  }

  static func command(_ line: Substring) -> Command? {
    switch line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
    case ["help"]: .help
    case ["quit"]: .quit
    default: nil
    }
  }

  /// ``help`` for a terminal of `columns` (nil: as it is), each line wrapped between words.
  static func helpText(columns: Int?) -> String {
    guard let columns, columns >= 20 else { return help }
    return help.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { TerminalLines.wrapped(String($0), columns: columns) }.joined()
  }

  /// The actions, one a line, for `help`.
  static let help = """
    Actions, one a line (# starts a comment):
      ios 5 … ios 26                     the iOS version's rules from now on (changes at
                                         \(SystemBehavior.namedVersionsText))
      device 3.5|notch|island            the phone the views are laid out on, until the next ios
      restoration on|off                 whether the app's code rebuilds a reclaimed scene's
                                         stacks (on) or only its first screen (off)
      new NAME [origin=code|storyboard|custom] [onWarning=none|purge-caches|release-view|\
    release-view-unsafe]
               [autolayout=true|false] [callsSuper=true|false]
               [fullScreenLayout=true|false] [rotates=true|false] [loadView=custom]
               sizes: subviews=UILabel,UIButton|none content=SIZE caches=SIZE
               gotchas: callsSuperOnWarning=false releasesOutlets=false releasesContent=false …
      new NAME like=OTHER                a copy of OTHER's template
      root nav NAME [translucent] [push NAME…] | root plain NAME | root tabs NAME… (nav:NAME: \
    a tab with a navigation controller; push: the launch code pushes right away)
      push NAME… | pop | popToRoot       the visible navigation controller (several at once:
                                         only the last one's view loads)
      present NAME | present nav NAME    a modal (nav: in a navigation controller; iOS 13+: a
                                         sheet, fullscreen after NAME: full screen)
      dismiss                            dismiss the topmost modal
      swipe | finish | cancel            start a swipe back (iOS 7+) or a sheet's drag (13+),
                                         then complete it or undo it
      tab NAME | tap NAME                select the tab holding NAME | the user's tap on it
      rotate portrait|landscape          turn the device
      statusbar visible|hidden|incall    show, hide or double the status bar
      background | foreground | reclaim  the scene (iOS 13+): to the background, back, or
                                         disconnected by the system to reclaim memory (the
                                         app's restoration code rebuilds it on return)
      warning                            a memory warning
      access NAME                        read NAME's view (loads a nil one)
      isViewLoaded NAME                  ask without loading
      restart                            launch again after a termination
      help | quit                        this list | end (the state is printed)

    """
}
