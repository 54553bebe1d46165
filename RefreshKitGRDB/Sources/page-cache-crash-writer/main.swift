import Foundation
import RefreshKit
import RefreshKitGRDB

// Writes pages to the cache at the path in the first argument until it is killed: load g
// writes key "k<g % 3>" with a first page and then four more, each page holding the numbers
// g·1,000,000 + page·1,000 + 0…199. After each write it prints "wrote", so the kill -9 test
// knows how far it got. Test support: not part of the library.
guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: page-cache-crash-writer PATH\n".utf8))
  exit(2)
}
let cache = try GRDBPageCache<Int, Int>(path: CommandLine.arguments[1])

func page(_ load: Int, _ index: Int) -> CachedPage<Int, Int> {
  CachedPage(
    page: Page(items: (0..<200).map { load * 1_000_000 + index * 1_000 + $0 }, next: index + 1),
    storedAt: Date())
}

/// Says one more write is on disk (unbuffered: the test reads it before killing).
func report() {
  FileHandle.standardOutput.write(Data("wrote\n".utf8))
}

var load = 1
while true {
  let key = "k\(load % 3)"
  let epoch = try await cache.replacePages(for: key, with: page(load, 0))
  report()
  for index in 1..<5 {
    _ = try await cache.appendPage(page(load, index), for: key, epoch: epoch)
    report()
  }
  load += 1
}
