@_spi(Diagnostics) extension PagerEvent: CustomStringConvertible {
  /// One line for a log or an inspector: what happened and to which load, without the query
  /// and without the time.
  ///
  /// ```swift
  /// for await event in pager.events() { print(event) }
  /// // started append cursor=2 attempt=1 generation=1 (prefetch at row 18)
  /// // finished append cursor=2 attempt=1 generation=1: 20 rows from network in 0.25 seconds
  /// ```
  public var description: String {
    switch kind {
    case .loadStarted(let request, let reason):
      "started \(Self.describe(request)) (\(reason))"
    case .loadFinished(let request, let rows, let duration, let origin):
      "finished \(Self.describe(request)): \(rows) rows from \(origin)"
        + (duration.map { " in \($0)" } ?? "")
    case .loadFailed(let request, let error, _, let retryAt):
      "failed \(Self.describe(request)): \(error)"
        + (retryAt.map { "; retry at \($0)" } ?? "")
    case .loadCancelled(let request, let reason):
      "cancelled \(Self.describe(request)) (\(reason))"
    case .resultDropped(let request):
      "dropped the late result of \(Self.describe(request))"
    case .pageTrimmed(let cursor, let rows, let edge):
      "trimmed the page at the \(edge) cursor=\(Self.describe(cursor)): \(rows) rows"
    case .cacheRead(let pages, let rows, _):
      "read \(pages) pages, \(rows) rows from the cache"
    case .cacheWritten(let pages, let rows):
      "wrote \(pages) pages, \(rows) rows to the cache"
    }
  }

  /// The load without its query: direction, cursor, attempt, generation.
  static func describe(_ request: Request) -> String {
    "\(request.direction) cursor=\(describe(request.cursor)) attempt=\(request.attempt)"
      + " generation=\(request.generation)"
  }

  static func describe(_ cursor: Cursor?) -> String {
    cursor.map { "\($0)" } ?? "nil"
  }
}

@_spi(Diagnostics) extension LoadReason: CustomStringConvertible {
  /// The reason in words: `prefetch at row 18`, `automatic retry`.
  public var description: String {
    switch self {
    case .refresh: "refresh"
    case .prefetch(let row): "prefetch at row \(row)"
    case .loadMore: "load more"
    case .retry(let automatic): automatic ? "automatic retry" : "retry"
    case .queryChange: "query change"
    case .jump: "jump"
    case .restoration: "restoration"
    case .revalidation: "revalidation"
    }
  }
}

@_spi(Diagnostics) extension CancelReason: CustomStringConvertible {
  /// The reason in words: `query change`, `trim`.
  public var description: String {
    switch self {
    case .superseded: "superseded"
    case .queryChange: "query change"
    case .trim: "trim"
    case .released: "released"
    case .requested: "requested"
    }
  }
}
