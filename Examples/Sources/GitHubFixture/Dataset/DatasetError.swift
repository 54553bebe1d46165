/// Why a dataset could not be loaded.
///
/// Every case has a human-readable `description` suitable for a command-line error message.
public enum DatasetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not a JSON array of repository records.
  case invalidJSON(path: String, reason: String)
  /// A record lacks a required field or has a field of the wrong type.
  case invalidRecord(index: Int, reason: String)
  /// Two records have the same `full_name`.
  case duplicateRepository(fullName: String)
  /// Two records have the same `id`.
  case duplicateID(Int)

  /// A one-line explanation of the problem.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read dataset file '\(path)': \(reason)"
    case .invalidJSON(let path, let reason):
      return "dataset file '\(path)' is not a JSON array of repositories: \(reason)"
    case .invalidRecord(let index, let reason):
      return "dataset record #\(index) is invalid: \(reason)"
    case .duplicateRepository(let fullName):
      return "dataset contains '\(fullName)' more than once"
    case .duplicateID(let id):
      return "dataset contains repository id \(id) more than once"
    }
  }
}
