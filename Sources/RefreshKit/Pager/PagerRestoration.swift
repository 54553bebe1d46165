/// What a ``Pager`` needs to come back where the user left it after a relaunch: the
/// query, the anchor row's id and the cursor of its page. `Codable`, to store it anywhere.
/// With a ``PageCache``, ``Pager/restore(_:)`` shows the cached rows around the anchor at once,
/// offline too.
///
/// ```swift
/// let data = try JSONEncoder().encode(pager.restoration())
/// // next launch
/// let saved = try JSONDecoder().decode(PagerRestoration<String, Int, Int>.self, from: data)
/// pager.restore(saved)    // loads the anchor's page first, then both ways as rows appear
/// ```
public struct PagerRestoration<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable, ID: Hashable & Sendable
>:
  Hashable, Sendable
{
  /// The query the list showed.
  public var query: Query
  /// The id of the row the user last saw, if any.
  package var anchorID: ID?
  /// The cursor of the page that held it (or of the first page held).
  package var cursor: Cursor?
  /// How many rows came before that page.
  package var itemsBefore: Int

  /// Creates a restoration record.
  package init(query: Query, anchorID: ID?, cursor: Cursor?, itemsBefore: Int) {
    self.query = query
    self.anchorID = anchorID
    self.cursor = cursor
    self.itemsBefore = itemsBefore
  }
}

extension PagerRestoration: Codable where Query: Codable, Cursor: Codable, ID: Codable {}
