import RefreshKit

/// PrefetchingAndPresentation.md: what a SwiftUI row calls.
@MainActor
func rowAppeared(_ repository: Repository, in pager: Pager<String, Int, Repository>) {
  pager.itemDidAppear(id: repository.id)  // loads ahead when the row is near an end
}
