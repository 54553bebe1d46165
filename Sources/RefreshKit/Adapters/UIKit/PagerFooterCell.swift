#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

  /// A collection view footer or header that holds a ``PagerFooterView``:
  /// ``PagerCollectionViewController``'s section footer and header.
  ///
  /// ```swift
  /// let footer = UICollectionView.SupplementaryRegistration<PagerFooterCell>(
  ///   elementKind: UICollectionView.elementKindSectionFooter) { view, _, _ in
  ///   view.install(retryTitle: "Retry") { binding.retryTapped() }
  ///   view.footerView?.show(pager.presentation.footer)
  /// }
  /// ```
  @MainActor
  package final class PagerFooterCell: UICollectionReusableView {
    /// The footer, once ``install(retryTitle:retry:)`` ran.
    package private(set) var footerView: PagerFooterView?

    /// Adds the footer the first time; later calls keep it. VoiceOver reads `retryHint` on its
    /// retry button.
    package func install(
      retryTitle: String, retryHint: String = RefreshTexts().retryHint,
      retry: @escaping @MainActor () -> Void
    ) {
      guard footerView == nil else { return }
      let footer = PagerFooterView(retryTitle: retryTitle, retryHint: retryHint, retry: retry)
      footer.frame = bounds
      footer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(footer)
      footerView = footer
    }
  }
#endif
