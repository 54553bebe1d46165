#if canImport(SwiftUI)
  import RefreshKit
  public import SwiftUI

  /// The list's footer, drawn from ``RefreshController/presentation``.
  ///
  /// It shows a spinner while loading more, the "no more data" text at the end, and the
  /// error with a retry button after a failed load-more.
  ///
  /// ```swift
  /// List { rows; RefreshFooterView(controller: list) }
  /// ```
  public struct RefreshFooterView<Operator: RefreshOperating>: View {
    /// The list's controller.
    public let controller: RefreshController<Operator>

    /// Creates the footer of `controller`'s list.
    public init(controller: RefreshController<Operator>) {
      self.controller = controller
    }

    /// The footer for the current presentation.
    public var body: some View {
      FooterContent(
        footer: controller.presentation.footer, retryTitle: controller.texts.retry
      ) { controller.retry() }
    }
  }
#endif
