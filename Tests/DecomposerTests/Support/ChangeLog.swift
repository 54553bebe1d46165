import Decomposer
import RefreshKitTesting

/// `"push detail(1)"`, `"dismiss compose"`: a change as tests compare it.
func describe(_ change: NavigationChange<any SceneType>) -> String {
  switch change {
  case .setRoot(let scene): "root \(scene.sceneName)"
  case .push(let scene): "push \(scene.sceneName)"
  case .pop(let scene): "pop \(scene.sceneName)"
  case .present(let scene): "present \(scene.sceneName)"
  case .dismiss(let stack): "dismiss \(stack.base.sceneName)"
  }
}

extension AsyncStream<NavigationChange<any SceneType>> {
  /// The first `count` changes, described; none when they did not all come within 10 seconds
  /// or the test was cancelled (the comparison then fails, and the run goes on).
  func first(_ count: Int) async -> [String] {
    await bounded {
      var seen: [String] = []
      guard count > 0 else { return seen }
      for await change in self {
        seen.append(describe(change))
        if seen.count == count { break }
      }
      return seen
    } ?? []
  }
}

extension AsyncStream<QueuedMoveFailure> {
  /// The first failure; `nil` when none came within 10 seconds or the test was cancelled.
  func firstFailure() async -> QueuedMoveFailure? {
    await bounded {
      for await failure in self { return failure }
      return nil
    } ?? nil
  }
}
