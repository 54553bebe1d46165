extension RefreshPresentation.Placeholder {
  /// What a placeholder says and offers, in the words of ``RefreshTexts``: the same for
  /// UIKit's `UIContentUnavailableConfiguration` and SwiftUI's `ContentUnavailableView`.
  ///
  /// ```swift
  /// if let content = pager.presentation.placeholder.content(texts: pager.texts) {
  ///   ContentUnavailableView(content.title, systemImage: content.systemImage ?? "",
  ///                          description: Text(content.message ?? ""))
  /// }
  /// ```
  package struct Content: Hashable, Sendable {
    /// The headline.
    package var title: String
    /// A second line: the failure's message, when there is one.
    package var message: String?
    /// An SF Symbol name for the picture, when the placeholder has one.
    package var systemImage: String?
    /// The retry button's title, when the placeholder offers a retry.
    package var retryTitle: String?
    /// Whether to show a spinner (the first page is loading).
    package var isLoading: Bool

    /// Creates placeholder content from its parts.
    package init(
      title: String, message: String? = nil, systemImage: String? = nil,
      retryTitle: String? = nil, isLoading: Bool = false
    ) {
      self.title = title
      self.message = message
      self.systemImage = systemImage
      self.retryTitle = retryTitle
      self.isLoading = isLoading
    }
  }

  /// What to draw, or `nil` when the list shows its items (``none``).
  package func content(texts: RefreshTexts) -> Content? {
    switch self {
    case .none:
      nil
    case .loading:
      Content(title: texts.loading, isLoading: true)
    case .empty(let text):
      Content(title: text, systemImage: "tray")
    case .offline(let text):
      Content(title: text, systemImage: "wifi.slash", retryTitle: texts.retry)
    case .failed(let message):
      Content(
        title: texts.failed, message: message, systemImage: "exclamationmark.triangle",
        retryTitle: texts.retry)
    }
  }
}

extension RefreshPresentation.Footer {
  /// Whether the footer takes space: a spinner, the end text or a failure with retry.
  ///
  /// ```swift
  /// tableView.tableFooterView = footer.isVisible ? footerView : nil
  /// ```
  package var isVisible: Bool {
    switch self {
    case .hidden, .idle: false
    case .loadingMore, .noMoreData, .failed: true
    }
  }
}
