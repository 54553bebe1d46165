import Foundation
import RefreshKit

/// Keeps a cache's files readable and writable by their owner only, whatever the umask: the
/// pages of a signed-in user are nobody else's business.
///
/// SQLite gives the `-wal` and `-shm` files it creates the mode of the database file, so a
/// database file created `0600` before SQLite opens it has owner-only companions too.
enum OwnerOnlyFiles {
  /// The mode of the files a cache creates: `rw-------`.
  static let fileMode = mode_t(0o600)
  /// The mode of the directories a cache creates: `rwx------`.
  static let directoryMode = mode_t(0o700)
  /// The bits that let others than the owner in.
  static let othersBits = mode_t(0o077)

  /// The database at `path` and the companions SQLite keeps beside it.
  static func files(of path: String) -> [String] { [path, path + "-wal", path + "-shm"] }

  /// Makes `path` ready to open: creates the directories missing above it (`0700`), takes
  /// group and others' bits off the files already there, and creates the file, empty and
  /// `0600`, when it is missing.
  static func prepare(_ path: String) throws(PageCacheError) {
    try createDirectories(above: path)
    for file in files(of: path) { try tighten(file) }
    try createFile(path)
  }

  /// Creates the directories missing above `path`, outermost first, each `0700`;
  /// directories already there are left as they are.
  static func createDirectories(above path: String) throws(PageCacheError) {
    var missing: [String] = []
    var directory = (path as NSString).deletingLastPathComponent
    while !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
      missing.append(directory)
      let parent = (directory as NSString).deletingLastPathComponent
      guard parent != directory else { break }
      directory = parent
    }
    for directory in missing.reversed() {
      if mkdir(directory, directoryMode) == 0 {
        // mkdir applied the umask: set the mode exactly.
        guard chmod(directory, directoryMode) == 0 else {
          throw failure(errno, "cannot make the directory \(directory) owner-only")
        }
      } else if errno != EEXIST {
        throw failure(errno, "cannot create the directory \(directory)")
      }
    }
  }

  /// Takes group and others' bits off `file`, when it exists and has any.
  static func tighten(_ file: String) throws(PageCacheError) {
    var status = stat()
    guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    let mode = status.st_mode & 0o7777
    guard mode & othersBits != 0 else { return }
    guard chmod(file, mode & ~othersBits) == 0 else {
      throw failure(errno, "cannot make \(file) owner-only")
    }
  }

  /// Creates `path` empty and `0600` unless it exists (SQLite takes an empty file as a new
  /// database).
  static func createFile(_ path: String) throws(PageCacheError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else {
      if errno == EEXIST { return }
      throw failure(errno, "cannot create \(path)")
    }
    defer { close(descriptor) }
    // open applied the umask: set the mode exactly.
    guard fchmod(descriptor, fileMode) == 0 else {
      throw failure(errno, "cannot make \(path) owner-only")
    }
  }

  /// An error saying what failed and why (`code`, the `errno` read right after the call).
  private static func failure(_ code: Int32, _ what: String) -> PageCacheError {
    let reason = String(cString: strerror(code))
    return .unreadable(reason: "\(what): \(reason)")
  }
}
