// Search bars: iOS, tvOS and visionOS (UIKit views).
#if APPLE_API_UIKIT_VIEWS

  /// A text field for searching.
  @MainActor
  open class UISearchBar: UIView {
    /// The object told about editing and the search button.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The text typed.
    open var text: String?
    /// The text shown when empty.
    open var placeholder: String?
  }

  /// Told about a search bar's editing; every method is optional in Apple's protocol.
  @MainActor
  public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  }

  extension UISearchBarDelegate {
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  }
#endif
