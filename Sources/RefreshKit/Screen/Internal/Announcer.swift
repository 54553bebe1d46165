import Foundation

/// Decides what a list screen announces to assistive technologies: pages loaded at either end,
/// a load-more that failed, cached rows shown, and a first load that failed or found the
/// device offline (the loading placeholder turning into one with Retry). Pure;
/// ``PagerListBinding`` keeps one.
struct Announcer: Sendable {
  private var loading: (append: Bool, prepend: Bool) = (false, false)
  private var failed: (append: Bool, prepend: Bool) = (false, false)
  private var inserted = 0
  private var wasStale = false
  private var placeholder = RefreshPresentation.Placeholder.none

  /// Items were inserted; counted when a load-more runs.
  mutating func itemsInserted(_ count: Int) {
    if loading.append || loading.prepend { inserted += count }
  }

  /// What to announce now that the states are `states`, in the words of `texts`.
  mutating func announcements(
    for states: LoadStates, staleSince: Date?, placeholder: RefreshPresentation.Placeholder,
    texts: RefreshTexts
  ) -> [String] {
    var said: [String] = []
    if placeholder != self.placeholder {
      switch placeholder {
      case .failed(let message):
        said.append(message.isEmpty ? texts.failed : "\(texts.failed). \(message)")
      case .offline(let text): said.append(text)
      case .none, .loading, .empty: break
      }
      self.placeholder = placeholder
    }
    let wasLoading = loading.append || loading.prepend
    let wasFailed = failed
    loading = (states.append.isLoading, states.prepend.isLoading)
    failed = (states.append.failure != nil, states.prepend.failure != nil)
    if (failed.append && !wasFailed.append) || (failed.prepend && !wasFailed.prepend) {
      said.append(texts.loadMoreFailed)
    }
    if wasLoading, !(loading.append || loading.prepend) {
      if inserted > 0 { said.append(texts.loadedMore(inserted)) }
      inserted = 0
    }
    let isStale = staleSince != nil
    if isStale, !wasStale { said.append(texts.showingCached) }
    wasStale = isStale
    return said
  }
}
