// The SwiftUI block of Documentation.docc/SwiftUIScreenOnPager.md, verbatim. It needs Apple's
// SDK; on Linux it is listed by DocExamplesTests as Apple-only.
#if canImport(SwiftUI)
  import RefreshKit
  import SwiftUI

  struct RepositorySearchView: View {
    @State private var pager: Pager<String, Int, GitHubRepository>
    @State private var text = "swift"

    init(client: GitHubSearchClient) {
      _pager = State(
        initialValue: Pager(query: "swift", prefetchDistance: 10) { query, page in
          try await client.page(query, page)
        })
    }

    var body: some View {
      List {
        ForEach(pager.items) { repository in
          LabeledContent(repository.fullName, value: "★ \(repository.stars)")
            .onAppear { pager.itemDidAppear(id: repository.id) }
        }
        footer
      }
      .overlay { placeholder }
      .searchable(text: $text)
      .onSubmit(of: .search) { pager.query = text }
      .refreshable { await pager.refresh() }
      .task { await pager.loadIfNeeded() }
    }

    @ViewBuilder private var footer: some View {
      switch pager.presentation.footer {
      case .loadingMore: ProgressView()
      case .noMoreData(let text): Text(text).foregroundStyle(.secondary)
      case .failed(let message, _):
        Button("\(message) — Retry") { Task { await pager.retry() } }
      case .idle, .hidden: EmptyView()
      }
    }

    @ViewBuilder private var placeholder: some View {
      switch pager.presentation.placeholder {
      case .loading: ProgressView()
      case .empty(let text): ContentUnavailableView(text, systemImage: "magnifyingglass")
      case .offline(let text), .failed(let text):
        ContentUnavailableView {
          Label(text, systemImage: "wifi.exclamationmark")
        } actions: {
          Button("Retry") { Task { await pager.retry() } }
        }
      case .none: EmptyView()
      }
    }
  }
#endif
