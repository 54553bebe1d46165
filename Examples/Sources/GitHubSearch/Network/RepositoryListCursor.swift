import Foundation

/// Where a page of a repository list is: its page number and, when the server named it, the
/// `Link` header's URL for it (requested exactly as given).
///
/// Two cursors of the same page number are the same page, whether or not they carry a URL:
/// a page reached by a jump or from the page after it is computed from its number alone.
///
/// ```swift
/// let next = RepositoryListCursor(page: 2, url: linkNext)
/// let jumped = RepositoryListCursor(page: 7)
/// ```
public struct RepositoryListCursor: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The page number.
  public var page: Int
  /// The `rel="next"` URL that loads the page; `nil` builds the URL from the page number.
  public var url: URL?

  /// Creates a cursor.
  public init(page: Int, url: URL? = nil) {
    self.page = page
    self.url = url
  }

  /// `page 2`: what logs and the inspector say.
  public var description: String { "page \(page)" }

  /// Whether both cursors are the same page (their page numbers are equal).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.page == rhs.page }

  /// Hashes the page number, the cursor's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(page) }
}

extension GitHubTarget {
  /// The same list at page `page`; a repository target has no pages.
  func atPage(_ page: Int) -> GitHubTarget {
    switch self {
    case .search(let query, _): .search(query: query, page: page)
    case .ownerRepositories(let owner, _): .ownerRepositories(owner: owner, page: page)
    case .starred: .starred(page: page)
    case .repository: self
    }
  }
}
