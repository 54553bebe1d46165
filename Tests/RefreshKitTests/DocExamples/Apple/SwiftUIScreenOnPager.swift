// The SwiftUI blocks of Documentation.docc/SwiftUIScreenOnPager.md, verbatim. They need
// Apple's SDK; on Linux DocExamplesTests lists them as Apple-only, and
// scripts/check-apple-api.sh compiles them against stand-ins of SwiftUI.
#if canImport(SwiftUI)
  import RefreshKit
  import SwiftUI

  struct RepositoryListView: View {
    @State var pager: Pager<String, Int, GitHubRepository>

    var body: some View {
      PagerListView(pager) { repository in
        LabeledContent(repository.fullName, value: "★ \(repository.stars)")
      }
    }
  }

  // A chat screen
  struct ThreadComment: Identifiable, Equatable, Sendable {
    let id: Int
    var body: String
  }

  struct ChatThreadView: View {
    @State var pager: Pager<String, Int, ThreadComment>

    var body: some View {
      PagerListView(pager, startsAtBottom: true) { comment in
        Text(comment.body)
      }
    }
  }
#endif
