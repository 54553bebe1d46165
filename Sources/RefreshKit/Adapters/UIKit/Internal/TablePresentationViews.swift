#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

  /// What a table screen draws around its rows for a binding's decisions: the prepend header
  /// and the load-more footer (``PagerFooterView``s with a retry button) and the placeholder.
  /// The core's table host and RefreshKitSections' sectioned one draw through one.
  @MainActor
  package final class TablePresentationViews {
    private let texts: @MainActor () -> RefreshTexts
    private let retry: @MainActor () -> Void
    private lazy var footerView = makeFooterView()
    private lazy var headerView = makeFooterView()

    /// Views in the words `texts` returns when they are drawn (the pager's), whose retry
    /// buttons call `retry`.
    package init(
      texts: @escaping @MainActor () -> RefreshTexts, retry: @escaping @MainActor () -> Void
    ) {
      self.texts = texts
      self.retry = retry
    }

    /// Shows the prepend header as `tableView`'s header while it has something to show; the
    /// rows on screen stay where they are as it comes and goes.
    package func showPrependHeader(
      _ header: RefreshPresentation.PrependHeader, in tableView: UITableView
    ) {
      headerView.show(header)
      if header.isVisible {
        tableView.setHeaderKeepingRows(headerView)
      } else if tableView.tableHeaderView === headerView {
        tableView.setHeaderKeepingRows(nil)  // a header of the app's own (a search bar) stays
      }
    }

    /// Shows the footer's state; a footer with nothing to show takes no space.
    package func showFooter(_ footer: RefreshPresentation.Footer, in tableView: UITableView) {
      footerView.show(footer)
      tableView.tableFooterView = footer.isVisible ? footerView : nil
    }

    /// Shows `placeholder` over `controller`'s view, with Retry behind its button.
    package func showPlaceholder(
      _ placeholder: RefreshPresentation.Placeholder, in controller: UIViewController
    ) {
      controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.placeholder(
        placeholder.content(texts: texts()), retry: retry)
    }

    private func makeFooterView() -> PagerFooterView {
      let texts = texts()
      return PagerFooterView(retryTitle: texts.retry, retryHint: texts.retryHint, retry: retry)
    }
  }
#endif
