import Foundation
import VCLifeClassLink
import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// A class on one machine: as many students as a class takes join a teacher's lesson over
/// its socket (each a real `vclife join` connection, its reader thread and its own screen's
/// state); then the time from the teacher's key to the last student's screen, and the memory
/// a student costs (both ends, in this one process).
enum ClassBenchmark {
  static func run() {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-bench-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try measure(path: folder + "/class.sock", students: ClassServer.maximumStudents)
    } catch {
      print("class: could not measure (\(error))")
    }
  }

  private static func measure(path: String, students count: Int) throws {
    // Both ends of every student are in this process: two descriptors each.
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    limit.rlim_cur = max(limit.rlim_cur, min(limit.rlim_max, rlim_t(4 * count + 64)))
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    let clock = ContinuousClock()
    var teacher = Classroom(
      lesson: LessonLibrary.lesson(named: "memory-warnings")!,
      settings: ScreenSettings(pacing: .instant))
    teacher.send(.openClass)
    let server = try ClassServer(path: path)
    defer { server.stop() }
    let link = TeacherLink(server)
    link.exchange(&teacher)
    let before = Measure.currentResidentBytes()
    var clients: [ClassClient] = []
    var screens: [Classroom] = []
    let joined = try clock.measure {
      for _ in 0..<count { clients.append(try ClassClient(path: path)) }
      while server.joined < count { usleep(1_000) }
      link.exchange(&teacher)
      for client in clients {
        let session = try client.firstSession()
        screens.append(session.classroom(settings: ScreenSettings(language: .zh))!)
        client.start()
      }
    }
    let links = clients.map(StudentLink.init)
    let perStudent = (Measure.currentResidentBytes() - before) / count
    // The teacher's key, then the update in every student's vclife, five times; the first
    // student's screen then plays it (each student's own process does this for itself).
    var delays: [Double] = []
    var plays: [Double] = []
    for _ in 0..<5 {
      let started = clock.now
      teacher.send(.key(.char("n")))
      // A reveal with few answers asks first: the same key again reveals.
      if teacher.view.confirmsEarlyReveal { teacher.send(.key(.char("n"))) }
      link.exchange(&teacher)
      var events = Array(repeating: [ClassClient.Event](), count: count)
      var waiting = Set(clients.indices)
      while !waiting.isEmpty {
        for index in waiting {
          events[index] += clients[index].takeEvents()
          if !events[index].isEmpty { waiting.remove(index) }
        }
      }
      delays.append(Measure.seconds(clock.now - started) * 1000)
      let played = clock.measure {
        links[0].replay(events[0], on: &screens[0])
      }
      plays.append(Measure.seconds(played) * 1000)
    }
    print(
      "class: \(count) students joined at once in \(Measure.format(Measure.seconds(joined))) s;"
        + " memory per student \(perStudent / 1024) KB (both ends, one process)")
    print(
      "  teacher's key → the update in the last of \(count) students' vclife: "
        + delays.map { Measure.format($0) }.joined(separator: ", ") + " ms; a student's screen"
        + " plays it in " + plays.map { Measure.format($0) }.joined(separator: ", ")
        + " ms (woken by the class's news, not a timer; target < 50 ms in all)")
  }

  /// Students who greet and never read, each joining at another moment of the lesson (so
  /// catch-ups differ), while the teacher plays it to its end: what the teacher then holds.
  /// Queued messages are kept once however many students wait for them, and all together
  /// are bounded (``ClassServer/maximumQueuedBytes``).
  static func neverReading(students count: Int) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-bench-quiet-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      var limit = rlimit()
      getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
      limit.rlim_cur = max(limit.rlim_cur, min(limit.rlim_max, rlim_t(5 * count + 64)))
      setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
      let path = folder + "/class.sock"
      let lesson = LessonLibrary.lesson(named: "memory-warnings")!
      var teacher = Classroom(lesson: lesson, settings: ScreenSettings(pacing: .instant))
      teacher.send(.openClass)
      let server = try ClassServer(path: path)
      defer { server.stop() }
      let link = TeacherLink(server)
      link.exchange(&teacher)
      let before = Measure.currentResidentBytes()
      // A client that greets and is never asked for its session reads nothing more.
      var clients: [ClassClient] = []
      let every = max(1, count / (lesson.steps.count * 3))
      for index in 0..<count {
        clients.append(try ClassClient(path: path))
        while server.joined < index + 1 { usleep(200) }
        // The teacher acts between joins (pushes and pops: 3,000 actions in all), so each
        // later joiner needs a longer catch-up of its own.
        if index % every == 0 { teacher.send(.key(.char(index % (2 * every) == 0 ? "n" : " "))) }
        for key in ["p", "p", "p", "b", "b", "b"] { teacher.send(.key(.char(Character(key)))) }
        link.exchange(&teacher)
      }
      while !teacher.isFinishedLesson {
        teacher.send(.key(.char("n")))
        if teacher.view.confirmsEarlyReveal { teacher.send(.key(.char("n"))) }
        link.exchange(&teacher)
      }
      usleep(200_000)
      let grown = Measure.currentResidentBytes() - before
      print(
        "class: \(count) students who never read, joined one by one over 3,000 actions: the teacher "
          + "queues \(server.queuedBytesNow / 1024) KB for them (each message kept once; bound "
          + "\(ClassServer.maximumQueuedBytes / 1024 / 1024) MiB), resident memory grew "
          + "\(grown / 1024 / 1024) MiB (sockets' kernel buffers not counted)")
      for client in clients { client.leave() }
    } catch {
      print("class: could not measure students who never read (\(error))")
    }
  }
}
