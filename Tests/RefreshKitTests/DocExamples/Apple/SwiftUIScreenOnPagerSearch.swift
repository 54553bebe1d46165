// The second SwiftUI block of Documentation.docc/SwiftUIScreenOnPager.md, verbatim (see
// SwiftUIScreenOnPager.swift).
#if canImport(SwiftUI)
  import RefreshKit
  import SwiftUI

  struct RepositorySearchView: View {
    @State private var pager: Pager<String, Int, GitHubRepository>
    @State private var text = "swift"

    init(client: GitHubSearchClient) {
      _pager = State(
        initialValue: Pager(query: "swift") { request in
          try await client.page(request.query, request.cursor)
        })
    }

    var body: some View {
      List {
        ForEach(pager.items) { repository in
          LabeledContent(repository.fullName, value: "★ \(repository.stars)")
            .onAppear { pager.itemDidAppear(id: repository.id) }
        }
        PagerFooter(pager)
      }
      .overlay { PagerPlaceholder(pager) }
      .searchable(text: $text)
      .onSubmit(of: .search) { pager.query = text }
      .refreshable(pager)
      .task { await pager.loadIfNeeded() }
    }
  }
#endif
