import RefreshKit

/// GettingStarted.md: a configuration with a window and a refresh that keeps the place. (Its
/// first block is the README's quick start, in QuickStart/PagerQuickStart.swift; its chat and
/// its "Test it" blocks are in ReadmeWhichType.swift and ReadmeTesting.swift.)
enum GettingStartedExample {
  static func windowed() throws -> PagerConfiguration {
    let configuration = try PagerConfiguration(
      pageSize: 50, prefetchDistance: 20, maxItems: 500, refreshPolicy: .keepPosition)
    return configuration
  }
}
