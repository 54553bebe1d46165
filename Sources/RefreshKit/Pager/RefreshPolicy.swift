/// What a refresh of a ``Pager`` does with the user's place in the list.
///
/// ```swift
/// let configuration = try PagerConfiguration(pageSize: 50, refreshPolicy: .keepPosition)
/// await pager.refresh()                 // the row on screen stays where it was
/// await pager.refresh(.replaceAll)      // this once: back to the top
/// ```
public enum RefreshPolicy: Hashable, Sendable, CaseIterable {
  /// Loads the first page (or the initial key) and replaces everything: back to the top.
  case replaceAll
  /// Reloads the page around the anchor (the row last shown; Paging 3's refresh key) and,
  /// when the anchor moved to a neighbouring page on the server, that page too, so the anchor
  /// is found again and its place among all rows is reported in ``Pager/anchor``.
  case keepPosition
  /// Refetches the loaded pages one by one, publishing each as it arrives; the list stays
  /// on screen and usable throughout: rows near either end load the next page there at once
  /// (a far position waits for the revalidation to finish before it jumps).
  case revalidateLoaded
}
