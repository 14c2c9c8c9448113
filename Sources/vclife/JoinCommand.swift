import ArgumentParser
import VCLifeClassLink
import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// `vclife join [SOCKET]`: a student follows the teacher's session in their own terminal.
struct JoinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "join",
    abstract:
      "Follow a teacher's class (vclife --class) in your own terminal and answer its questions.",
    discussion: """
      The session is drawn by your own vclife, at your terminal's size, in your language and \
      theme: the teacher drives the app; you answer a question with 1–6 (and may change it \
      until the teacher reveals), scroll, ask y for the why, and press q to leave. A remote \
      student uses OpenSSH: `ssh -t server vclife join PATH`, or a forwarded socket \
      (`ssh -L /tmp/class.sock:PATH server`, then `vclife join /tmp/class.sock`).
      """
  )

  @Argument(
    help: ArgumentHelp(
      "The class's socket (default: $XDG_RUNTIME_DIR/vclife/class.sock).", valueName: "socket"),
    completion: .file())
  var socket: String?

  @Flag(
    help: ArgumentHelp(
      "The teacher's own second screen: the open question's answers as they come and who "
        + "gave them, never shown to the class before the reveal (the teacher's account only)."
    ))
  var presenter = false

  @OptionGroup var look: LookOptions

  func run() throws {
    let path = socket ?? ClassSocket.defaultPath()
    if socket == nil {
      // The default directory must be this user's own, exactly as `--class` checks it: in a
      // shared /tmp another account could have made it and put its own class there.
      do {
        try TextFile.checkPrivateDirectory(ClassSocket.defaultDirectory())
      } catch {
        throw UsageFailure(
          message: "will not join the default class: \(error) (name the teacher's socket: "
            + "vclife join PATH)")
      }
    }
    // The class is reached, and its session described, before the terminal is touched.
    let (client, session) = try Self.reach(path, presenter: presenter)
    var options = LiveApp.Options()
    look.request.apply(to: &options)
    let outcome = try Self.follow(client, session, options)
    if let ended = outcome.classEnded { StandardStreams.write("vclife: \(ended)\n") }
    SignalGuard.endWithPendingSignal()
  }

  /// The student's screen; a terminal that cannot draw it is a usage failure.
  private static func follow(
    _ client: ClassClient, _ session: ClassHeader, _ options: LiveApp.Options
  ) throws -> LiveApp.Outcome {
    do {
      return try LiveApp.join(client, session: session, options: options)
    } catch {
      throw UsageFailure(message: error.message)
    }
  }

  /// The class at `path`, connected, with its session described; a usage failure if not.
  private static func reach(_ path: String, presenter: Bool) throws -> (ClassClient, ClassHeader) {
    do {
      let client = try ClassClient(path: path, presenter: presenter)
      return (client, try client.firstSession())
    } catch {
      throw UsageFailure(message: "cannot join the class: \(error)")
    }
  }
}

/// Opening a class's socket for the live screen's `--class`.
enum ClassSocket {
  /// `$XDG_RUNTIME_DIR/vclife/class.sock`, else a private directory of the user's in /tmp.
  static func defaultPath() -> String { ClassServer.defaultPath() }
  /// The default path's directory, private to the user.
  static func defaultDirectory() -> String { String(defaultPath().dropLast("/class.sock".count)) }

  /// The class at `path` (nil: the default, whose private directory is made first); a bad
  /// path is a usage failure, before anything starts.
  static func open(_ path: String?) throws -> ClassServer {
    let path = path ?? defaultPath()
    do {
      if path == defaultPath() { try TextFile.makePrivateDirectory(defaultDirectory()) }
      return try ClassServer(path: path)
    } catch {
      throw UsageFailure(message: "cannot open the class: \(error)")
    }
  }
}
