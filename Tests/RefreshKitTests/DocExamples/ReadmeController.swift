import RefreshKit
import YLRefreshKit

/// TheSeedsVocabulary.md (once in the README): a screen wraps its operator in a
/// `RefreshController`.
@MainActor
enum ReadmeController {
  static func show(
    _ feedOperator: RefreshOperator<ArticlesViewModel, ArticleClient>, row: Int,
    draw: (RefreshPresentation) -> Void
  ) {
    let list = RefreshController(operator: feedOperator, prefetchDistance: 10)
    list.refresh()  // pull-to-refresh or first load
    list.visibleRangeDidChange(lastVisibleIndex: row)  // load-more ten rows before the end
    list.retry()  // after an error: the same page again (a refresh after a PagingError)
    draw(list.presentation)  // header, footer, placeholder
  }
}
