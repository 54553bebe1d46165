/// Says in a few words why a body did not decode, without quoting the body.
enum DecodingFailure {
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "the body could not be decoded" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key '\(path(context.codingPath + [key]))'"
    case .typeMismatch(let type, let context):
      return "expected \(type) at '\(path(context.codingPath))'"
    case .valueNotFound(let type, let context):
      return "null where \(type) was expected at '\(path(context.codingPath))'"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "the body is not valid JSON" : "invalid value at '\(path(context.codingPath))'"
    @unknown default:
      return "the body could not be decoded"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "(root)" : text
  }
}
