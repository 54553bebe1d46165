// Compiled only where SwiftUI exists; DocExamplesTests lists it as an Apple-only example.
#if canImport(SwiftUI)
  import Feedback
  import SwiftUI

  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
  extension FeedbackGuide {
    static let loadPages = loader(github: GitHub())

    @available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
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
