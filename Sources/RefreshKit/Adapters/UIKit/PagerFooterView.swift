#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

  /// The load-more footer of a UIKit list, MJRefresh-style: a spinner while loading, the
  /// "no more data" text at the end, the error with a tap-to-retry button after a failure,
  /// and nothing otherwise.
  ///
  /// ``PagerTableViewController`` uses it as the table's footer and header and ``PagerCollectionViewController`` as
  /// its section footer and header; use it in your own screens with ``show(_:)``. The retry
  /// button is an accessibility element with a label and a hint.
  ///
  /// ```swift
  /// let footer = PagerFooterView(retryTitle: "Retry") { binding.retryTapped() }
  /// footer.show(pager.presentation.footer)
  /// ```
  @MainActor
  package final class PagerFooterView: UIView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let label = UILabel()
    private let retryButton: UIButton
    private let stack: UIStackView

    /// Creates a footer whose retry button is titled `retryTitle`, described to VoiceOver by
    /// `retryHint`, and calls `retry`.
    package init(
      retryTitle: String, retryHint: String = RefreshTexts().retryHint,
      retry: @escaping @MainActor () -> Void
    ) {
      var configuration = UIButton.Configuration.borderless()
      configuration.title = retryTitle
      retryButton = UIButton(configuration: configuration, primaryAction: UIAction { _ in retry() })
      retryButton.isAccessibilityElement = true
      retryButton.accessibilityLabel = retryTitle
      retryButton.accessibilityHint = retryHint
      stack = UIStackView(arrangedSubviews: [spinner, label, retryButton])
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 52))
      label.textAlignment = .center
      label.numberOfLines = 0
      label.textColor = .secondaryLabel
      label.font = .preferredFont(forTextStyle: .footnote)
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 4
      stack.frame = bounds
      stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(stack)
      show(RefreshPresentation.Footer.hidden)
    }

    /// Not available: create it in code.
    package required init?(coder: NSCoder) { nil }

    /// Shows `footer`.
    package func show(_ footer: RefreshPresentation.Footer) {
      spinner.isHidden = footer != .loadingMore
      if footer == .loadingMore { spinner.startAnimating() } else { spinner.stopAnimating() }
      switch footer {
      case .noMoreData(let text): label.text = text
      case .failed(let message, _): label.text = message
      case .hidden, .idle, .loadingMore: label.text = nil
      }
      label.isHidden = label.text == nil
      retryButton.isHidden = footer.retryOffered == false
      isHidden = !footer.isVisible
    }

    /// Shows the prepend `header`, drawn as a footer in the same state would be.
    package func show(_ header: RefreshPresentation.PrependHeader) {
      show(header.footer)
    }
  }

  extension RefreshPresentation.Footer {
    fileprivate var retryOffered: Bool {
      if case .failed(_, canRetry: true) = self { return true }
      return false
    }
  }
#endif
