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

  // A chat screen (ChatLine and makeChatPager are in SwiftUIScreenOnPagerExamples.swift)
  struct ChatThreadView: View {
    @State var pager: Pager<String, Int, ChatLine>

    var body: some View {
      PagerListView(pager, startsAtBottom: true) { line in
        Text(line.text)
      }
    }
  }

  struct ChatView: View {
    @State var pager: Pager<String, Int, ChatLine>
    @State private var rowOnScreen: PagerRow<ChatLine.ID>?

    var body: some View {
      List {
        PagerPrependHeader(pager)
        ForEach(pager.rows, id: \.self) { row in
          switch row {
          case .item(let id):
            if let line = pager.items[id: id] {
              Text(line.text).onAppear { pager.itemDidAppear(id: id) }
            }
          case .placeholder(let position):
            Text(pager.texts.loading)
              .redacted(reason: .placeholder)
              .onAppear { pager.positionDidAppear(position) }
          }
        }
        PagerFooter(pager)
      }
      .scrollPosition(id: $rowOnScreen)
      .defaultScrollAnchor(.bottom)
      .overlay { PagerPlaceholder(pager) }
      .task { await pager.loadIfNeeded() }
    }
  }
#endif
