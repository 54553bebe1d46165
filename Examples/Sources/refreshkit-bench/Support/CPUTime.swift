import Foundation

/// CPU time, for figures that other processes on the machine must not move: a neighbour
/// taking the CPU stretches wall-clock time, not the CPU time this process used.
enum CPUTime {
  /// CPU seconds used by the calling thread so far.
  static func thread() -> Double {
    seconds(of: CLOCK_THREAD_CPUTIME_ID)
  }

  /// CPU seconds used by every thread of this process so far.
  static func process() -> Double {
    seconds(of: CLOCK_PROCESS_CPUTIME_ID)
  }

  private static func seconds(of clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
