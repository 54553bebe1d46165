#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

  extension UIContentUnavailableConfiguration {
    /// The configuration that draws `content`, with `retry` behind its button; `nil` (no
    /// placeholder) for `nil`.
    @MainActor
    package static func placeholder(
      _ content: RefreshPresentation.Placeholder.Content?, retry: @escaping @MainActor () -> Void
    ) -> UIContentUnavailableConfiguration? {
      guard let content else { return nil }
      var configuration: UIContentUnavailableConfiguration =
        content.isLoading ? .loading() : .empty()
      configuration.text = content.title
      configuration.secondaryText = content.message
      configuration.image = content.systemImage.flatMap { UIImage(systemName: $0) }
      if let retryTitle = content.retryTitle {
        var button = UIButton.Configuration.borderless()
        button.title = retryTitle
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { _ in retry() }
      }
      return configuration
    }
  }
#endif
