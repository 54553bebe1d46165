import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

/// The cache's files are its owner's only. The umask is the process's: these tests widen it
/// (never narrow it, so that tests running beside them are not hindered) one at a time.
@Suite("GRDBPageCache files are owner-only", .serialized, .timeLimit(.minutes(3)))
struct OwnerOnlyFilesTests {
  let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  func page(_ items: [Int]) -> CachedPage<Int, Int> {
    CachedPage(page: Page(items: items, next: nil), storedAt: Date(timeIntervalSince1970: 1_000))
  }

  @Test(
    "the file, its -wal and -shm are 0600 and the directories it makes 0700, whatever the umask",
    arguments: [0o000, 0o022] as [mode_t])
  func createdOwnerOnly(umask mask: mode_t) async throws {
    let path = directory.path("made/by/cache/pages.sqlite")
    let parentMode = try fileMode(directory.url.path)
    let previous = umask(mask)
    let cache: GRDBPageCache<Int, Int>
    do {
      defer { umask(previous) }
      cache = try GRDBPageCache(path: path)
      _ = try await cache.replacePages(for: "k", with: page([1]))
    }
    for file in [path, path + "-wal", path + "-shm"] {
      #expect(try fileMode(file) == 0o600, "\(file)")
    }
    for made in ["made", "made/by", "made/by/cache"] {
      #expect(try fileMode(directory.path(made)) == 0o700, "\(made)")
    }
    #expect(try fileMode(directory.url.path) == parentMode, "a directory already there is kept")
    #expect(try await cache.pages(for: "k").map(\.page.items) == [[1]])
  }

  @Test("a file already there, and its -wal and -shm, lose group and others' bits on open")
  func existingFilesAreTightened() async throws {
    let path = directory.path("pages.sqlite")
    try FileManager.default.copyItem(at: OldSchemaFixture.url(), to: URL(fileURLWithPath: path))
    try #require(FileManager.default.createFile(atPath: path + "-wal", contents: nil))
    try #require(FileManager.default.createFile(atPath: path + "-shm", contents: nil))
    let wide: [(file: String, mode: mode_t)] = [
      (path, 0o644), (path + "-wal", 0o666), (path + "-shm", 0o640),
    ]
    for (file, mode) in wide {
      try #require(chmod(file, mode) == 0)
      try #require(try fileMode(file) == Int(mode))
    }
    let cache = try GRDBPageCache<OldSchemaFixture.Repository, Int>(path: path)
    #expect(cache.recovery == nil)
    for (file, _) in wide { #expect(try fileMode(file) == 0o600, "\(file)") }
    #expect(try await cache.keys() == OldSchemaFixture.keys)
  }

  @Test("a corrupt file is moved aside owner-only, and its replacement is 0600")
  func corruptFileStaysOwnerOnly() throws {
    let path = directory.path("pages.sqlite")
    try Data(repeating: 0x42, count: 8_192).write(to: URL(fileURLWithPath: path))
    try #require(chmod(path, 0o644) == 0)
    let cache = try GRDBPageCache<Int, Int>(path: path)
    #expect(cache.recovery != nil)
    #expect(try fileMode(path + ".corrupt") == 0o600)
    #expect(try fileMode(path) == 0o600)
  }
}
