import Foundation
import RefreshKit

/// A row of the window benchmarks: an id and a title long enough to live on the heap, so
/// holding rows costs memory the way real rows do.
struct SyntheticRow: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
}

/// A server of numbered pages (from 1) over ids `0..<count`, or over an explicit list of ids
/// that a run changes between refreshes. Answers at once: time is the caller's.
struct SyntheticServer: Sendable {
  var count: Int
  var pageSize: Int
  var ids: [Int]?

  /// Page `number` (1 when `nil`).
  func page(_ number: Int?) -> Page<SyntheticRow, Int> {
    let total = ids?.count ?? count
    let pages = max(1, (total + pageSize - 1) / pageSize)
    let number = min(max(number ?? 1, 1), pages)
    let start = (number - 1) * pageSize
    let end = min(start + pageSize, total)
    let rows = (start..<end).map { index in
      let id = ids?[index] ?? index
      return SyntheticRow(id: id, title: "repository \(id) — a row as long as a real title")
    }
    return Page(
      items: rows, previous: number > 1 ? number - 1 : nil, next: number < pages ? number + 1 : nil,
      itemsBefore: start, itemsAfter: total - end)
  }
}

/// Resident memory of this process now, in megabytes (`VmRSS` in `/proc/self/status`; 0
/// where there is no `/proc`).
func residentMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
    let kilobytes = line.split(separator: " ").compactMap({ Double($0) }).first
  else { return 0 }
  return kilobytes / 1024
}

/// The pager the window benchmarks drive: the public `Pager`, over numbered pages.
typealias SyntheticPager = Pager<String, Int, SyntheticRow>

extension Pager {
  /// Waits until no load is in flight, the loads a settled page started included (pages
  /// answered at once: a page that leaves the row on screen near an end starts the next):
  /// `waitUntilIdle()` waits for the loads those loads start too.
  func settle() async {
    await waitUntilIdle()
  }
}
