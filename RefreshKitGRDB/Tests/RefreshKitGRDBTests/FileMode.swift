import Foundation

/// The permission bits (`0o777`) of the file or directory at `path`.
func fileMode(_ path: String) throws -> Int {
  var status = stat()
  guard stat(path, &status) == 0 else { throw FileMissing(path: path) }
  return Int(status.st_mode & 0o777)
}

/// `path` could not be examined.
struct FileMissing: Error, CustomStringConvertible {
  let path: String
  var description: String { "no file at \(path)" }
}
