import Foundation

/// The key paths a ``Pager`` reports its observed properties under, made once per pager.
///
/// A key path literal in a generic type is built anew each time it is evaluated: the runtime
/// instantiates its generic arguments, demangling their names. The `@Observable` macro writes
/// one into every getter and setter it generates, so reading ``Pager/anchor`` or publishing a
/// page built four to ten of them; with a loader that answers at once, that was half the cost
/// of applying a page (Benchmarks, "Engine overhead"). The pager's observed properties read
/// and write ``PagerPublishedValues`` through these instead.
@MainActor
struct PagerKeyPaths<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  typealias Root = Pager<Query, Cursor, Item>

  let items = \Root.items
  let placeholdersBefore = \Root.placeholdersBefore
  let placeholdersAfter = \Root.placeholdersAfter
  let loadStates = \Root.loadStates
  let hasLoaded = \Root.hasLoaded
  let anchor = \Root.anchor
  let staleSince = \Root.staleSince
  let cacheError = \Root.cacheError
}

/// The stored values behind a ``Pager``'s observed properties (`Pager+Observed.swift`).
struct PagerPublishedValues<ID: Hashable & Sendable> {
  var placeholdersBefore = 0
  var placeholdersAfter = 0
  var loadStates = LoadStates()
  var hasLoaded = false
  var anchor: PagerAnchor<ID>?
  var staleSince: Date?
  var cacheError: PageCacheError?
}
