#if canImport(SwiftUI)
  import SwiftUI

  /// Draws a ``RefreshPresentation/Footer``: what ``PagerFooter`` and ``RefreshFooterView`` share.
  struct FooterContent: View {
    let footer: RefreshPresentation.Footer
    let retryTitle: String
    let retry: @MainActor () -> Void

    var body: some View {
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
