import Decomposer

/// Plain scenes for the navigation model and the coordinator.
enum TestScene: SceneType, Hashable {
  case list
  case detail(Int)
  case compose
  /// A modal that does not provide navigation: nothing can be pushed onto it.
  case alert

  var providesNavigation: Bool { self != .alert }
}
