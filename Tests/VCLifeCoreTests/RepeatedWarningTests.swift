import Testing
import VCLifeCore

/// SPEC §9.8: a repeated iOS 6+ warning to a controller whose backing store is already gone
/// says so, and frees nothing twice.
@Suite("A repeated iOS 6+ warning")
struct RepeatedWarningTests {
  @Test("the second warning says the backing store was already freed and frees nothing")
  func secondWarningFreesNothing() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let first = session.run(.warning)
    let second = session.run(.warning)
    #expect(session.effects(first, of: "A") == ["A backingStoreFreed"])
    #expect(session.effects(second, of: "A").isEmpty)
    for index in second { #expect(session.events[index].delta == MemoryBreakdown()) }
    #expect(
      session.events[second.upperBound - 1].memory == session.events[first.upperBound - 1].memory)

    let warned = try #require(session.index(of: "A", .didReceiveMemoryWarning, in: second))
    let event = session.events[warned]
    #expect(
      event.reason
        == .warningDelivered(
          .iOS6, viewLoaded: true, inWindow: false, hasBackingStore: false, callsSuper: true))
    #expect(
      Narrator.line(for: event, in: .english)
        == "A is warned; iOS 6+: super keeps the view; its backing store is gone already (the "
        + "iOS 6 guide's rule, in this simulator).")
    #expect(
      Narrator.line(for: event, in: .chinese)
        == "A 收到警告；iOS 6+：super 保留视图；它的后备存储此前已释放（iOS 6 指南的规则，本模拟器沿用）。")
  }

  @Test("the first warning still says the system frees the backing store")
  func firstWarningFreesIt() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let first = session.run(.warning)
    let warned = try #require(session.index(of: "A", .didReceiveMemoryWarning, in: first))
    let event = session.events[warned]
    #expect(
      Narrator.line(for: event, in: .english)
        == "A is warned; iOS 6+: super keeps the view; the system frees its backing store.")
    let freed = try #require(session.index(of: "A", effect: .backingStoreFreed, in: first))
    #expect(session.events[freed].delta.backingStore == -Size.backingStore)
  }
}
