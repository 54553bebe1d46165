#if canImport(SwiftUI)
  package import SwiftUI

  /// Draws a ``RefreshPresentation/Footer``: what ``PagerFooter`` and YLRefreshKit's
  /// `RefreshFooterView` share.
  package struct FooterContent: View {
    let footer: RefreshPresentation.Footer
    let retryTitle: String
    let retry: @MainActor () -> Void

    package init(
      footer: RefreshPresentation.Footer, retryTitle: String, retry: @escaping @MainActor () -> Void
    ) {
      self.footer = footer
      self.retryTitle = retryTitle
      self.retry = retry
    }

    package var body: some View {
      switch footer {
      case .hidden, .idle:
        EmptyView()
      case .loadingMore:
        ProgressView()
      case .noMoreData(let text):
        Text(text).foregroundStyle(.secondary)
      case .failed(let message, let canRetry):
        VStack {
          Text(message).foregroundStyle(.secondary)
          if canRetry { Button(retryTitle) { retry() } }
        }
      }
    }
  }
#endif
