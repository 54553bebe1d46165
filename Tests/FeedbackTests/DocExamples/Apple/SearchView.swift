// Compiled only where SwiftUI exists; DocExamplesTests lists it as an Apple-only example.
#if canImport(SwiftUI)
  import Feedback
  import SwiftUI

  extension FeedbackGuide {
    static let loadPages = loader(github: GitHub())

    struct SearchView: View {
      @SwiftUI.State private var loop = FeedbackLoop(
        initialState: State.empty, reduce: State.reduce, feedback: loadPages)

      var body: some View {
        List(loop.state.results, id: \.url) { repository in
          Text(repository.name)
            .onAppear {
              if repository.url == loop.state.results.last?.url {
                loop.send(.startLoadingNextPage)
              }
            }
        }
        .searchable(
          text: Binding(
            get: { @MainActor in loop.state.search },
            set: { @MainActor in loop.send(.searchChanged($0)) })
        )
        .overlay { if let error = loop.state.lastError { Text(error.displayMessage) } }
        .task { await loop.run() }
      }
    }
  }
#endif
