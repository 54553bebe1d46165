// The names of the windowed list, from before `Pager` held every capability. Each is the
// one type that does it now.

/// A list that loads both ways and holds a bounded window: now ``Pager`` with a
/// ``PagerConfiguration``.
@available(*, deprecated, renamed: "Pager")
public typealias WindowedPager<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> = Pager<Query, Cursor, Item> where Item.ID: Sendable

/// A page with cursors both ways: now ``Page``.
@available(*, deprecated, renamed: "Page")
public typealias WindowPage<Item: Sendable, Cursor: Hashable & Sendable> = Page<Item, Cursor>

/// One load: now ``PageRequest``.
@available(*, deprecated, renamed: "PageRequest")
public typealias WindowLoad<Query: Hashable & Sendable, Cursor: Hashable & Sendable> =
  PageRequest<Query, Cursor>

/// A change with placeholders: now ``ListChange``, which counts them.
@available(*, deprecated, renamed: "ListChange")
public typealias WindowChange<ID: Hashable & Sendable> = ListChange<ID>

/// Now ``PagerConfiguration``.
@available(*, deprecated, renamed: "PagerConfiguration")
public typealias WindowConfiguration = PagerConfiguration

/// Now ``PagerConfigurationError``.
@available(*, deprecated, renamed: "PagerConfigurationError")
public typealias WindowConfigurationError = PagerConfigurationError

/// Now ``PagerAnchor``.
@available(*, deprecated, renamed: "PagerAnchor")
public typealias WindowAnchor<ID: Hashable & Sendable> = PagerAnchor<ID>

/// Now ``PagerRestoration``.
@available(*, deprecated, renamed: "PagerRestoration")
public typealias WindowRestoration<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable, ID: Hashable & Sendable
> = PagerRestoration<Query, Cursor, ID>

extension ListChange {
  /// The change of the items: a ``WindowChange`` was the items' change and the placeholders;
  /// a ``ListChange`` is both.
  @available(*, deprecated, message: "a ListChange is the change of the items itself")
  public var items: ListChange { self }
}
