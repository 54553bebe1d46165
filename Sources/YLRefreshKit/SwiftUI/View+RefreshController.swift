#if canImport(SwiftUI)
  import RefreshKit
  public import SwiftUI

  extension View {
    /// Pull-to-refresh and the first load of a list, through `controller`.
    ///
    /// `RefreshController` is `@Observable`, so the view redraws as its state changes. Key rows
    /// by identity, never by position; for a list of items with ids, ``PagerListView`` does all of
    /// this on a ``Pager``.
    ///
    /// ```swift
    /// List {
    ///   ForEach(Array(viewModel.repositories.enumerated()), id: \.element.id) { index, repository in
    ///     Text(repository.fullName).refreshKitRow(index, of: list)
    ///   }
    ///   RefreshFooterView(controller: list)
    /// }
    /// .refreshKitList(list)
    /// ```
    public func refreshKitList<Operator: RefreshOperating>(
      _ controller: RefreshController<Operator>
    ) -> some View {
      refreshable { @MainActor in _ = try? await controller.machine.trigger(.pullToRefresh) }
        .task {
          if controller.machine.currentState.phase == .initial { controller.refresh() }
        }
    }

    /// Reports this row as visible, so the controller loads more within its prefetch distance.
    public func refreshKitRow<Operator: RefreshOperating>(
      _ index: Int, of controller: RefreshController<Operator>
    ) -> some View {
      onAppear { controller.visibleRangeDidChange(lastVisibleIndex: index) }
    }
  }
#endif
