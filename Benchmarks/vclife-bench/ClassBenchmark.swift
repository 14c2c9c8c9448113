import Foundation
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
    teacher.openClass()
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
      teacher.handle(.char("n"))
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
        + " ms, after at most 20 ms waiting for a key (target < 50 ms in all)")
  }
}
