import RefreshKitLocking
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite("Locked: one holder at a time, and ThreadSanitizer sees it", .timeLimit(.minutes(2)))
struct LockedTests {
  @Test("withLock returns what the body returns and keeps what it changed (the doc example)")
  func keepsChanges() {
    let visits = Locked([String]())
    visits.withLock { $0.append("repositories") }
    let count = visits.withLock { $0.count }  // 1
    #expect(count == 1)
    let after = visits.withLock { visits in
      visits.append("issues")
      return visits
    }
    #expect(after == ["repositories", "issues"])
    #expect(visits.withLock { $0 } == after)
  }

  @Test("an error thrown in the body leaves the lock free and the changes made before it")
  func throwingBody() throws {
    struct Refused: Error {}
    let value = Locked(0)
    #expect(throws: Refused.self) {
      try value.withLock { value in
        value = 1
        throw Refused()
      }
    }
    #expect(value.withLock { $0 } == 1)
  }

  /// Under ThreadSanitizer (`scripts/test.sh`'s second pass) this is also the check that the
  /// sanitizer is told about the lock: the tasks contend, so without ``ThreadSanitizerHooks``
  /// it reports a race between two holders and the pass fails.
  @Test("tasks on every thread that append under the lock lose no append")
  func contendedAppends() async {
    let tasks = 4
    let appendsEach = 20_000
    let log = Locked([Int]())
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for index in 0..<appendsEach {
            log.withLock { $0.append(task * appendsEach + index) }
          }
        }
      }
    }
    let appended = log.withLock { $0 }
    #expect(appended.count == tasks * appendsEach)
    #expect(Set(appended).count == tasks * appendsEach)
  }

  @Test("the sanitizer's hooks are found exactly when the process runs under it")
  func hooksFoundUnderThreadSanitizer() {
    // scripts/test.sh sets this for its ThreadSanitizer pass only.
    let underSanitizer = getenv("REFRESHKIT_THREAD_SANITIZER").map { String(cString: $0) } == "1"
    #expect(ThreadSanitizerHooks.isActive == underSanitizer)
  }
}
