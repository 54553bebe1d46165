// UIKit's additions to IndexPath: sections with rows (tables) or items (collections).
#if APPLE_API_UIKIT_VIEWS

  extension IndexPath {
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int { self[0] }
    /// The row in the section: the second index.
    public var row: Int { self[1] }
    /// The item in the section: the second index.
    public var item: Int { self[1] }
  }
#endif
