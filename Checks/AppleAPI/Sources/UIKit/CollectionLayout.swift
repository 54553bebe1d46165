// Collection view layouts: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// Where a collection view puts its items.
  @MainActor
  open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Recomputes the layout.
    open func invalidateLayout() {}
  }

  /// Items in rows or columns.
  @MainActor
  open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the items flow.
    public enum ScrollDirection: Int, Sendable {
      case vertical, horizontal
    }

    /// An estimated size that Auto Layout refines.
    public static let automaticSize = CGSize(width: -1, height: -1)

    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var footerReferenceSize = CGSize.zero
    open var headerReferenceSize = CGSize.zero
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection = ScrollDirection.vertical
  }

  /// A layout made of sections, groups and items.
  @MainActor
  open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// A list layout.
    open class func list(using configuration: UICollectionLayoutListConfiguration)
      -> UICollectionViewCompositionalLayout
    { UICollectionViewCompositionalLayout() }
  }

  /// How a list layout looks. Apple: `struct UICollectionLayoutListConfiguration` (iOS 14.0+,
  /// tvOS 14.0+): a plain struct.
  @available(iOS 14.0, tvOS 14.0, *)
  public struct UICollectionLayoutListConfiguration {
    /// A list's look. Apple documents the inset grouped and sidebar looks for iOS, Mac
    /// Catalyst and visionOS only: unavailable on tvOS.
    public enum Appearance: Int, Sendable {
      case plain, grouped
      @available(tvOS, unavailable) case insetGrouped
      @available(tvOS, unavailable) case sidebar
      @available(tvOS, unavailable) case sidebarPlain
    }

    /// Whether sections have headers.
    public enum HeaderMode: Int, Sendable {
      case none, supplementary, firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable {
      case none, supplementary
    }

    /// The list's look.
    public private(set) var appearance: Appearance
    /// Whether sections have headers.
    public var headerMode = HeaderMode.none
    /// Whether sections have footers.
    public var footerMode = FooterMode.none
    /// Whether rows have separators.
    public var showsSeparators = true
    /// The list's background.
    public var backgroundColor: UIColor?

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
      self.appearance = appearance
    }
  }
#endif
