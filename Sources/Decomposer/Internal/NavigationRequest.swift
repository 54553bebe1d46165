/// A move as requested from a ``SceneCoordinator``: performed at once, or queued while the
/// host is busy and applied to the model only when performed.
struct NavigationRequest {
  enum Kind {
    case transition(any SceneType, SceneTransitionType)
    case pop
    case dismiss
  }

  var kind: Kind
  var animated: Bool

  /// The move, as named in errors and failures.
  var move: NavigationMove {
    switch kind {
    case .transition(_, .root): .setRoot
    case .transition(_, .push): .push
    case .transition(_, .modal): .present
    case .pop: .pop
    case .dismiss: .dismiss
    }
  }

  /// The scene a transition shows, `nil` for pops and dismissals.
  var scene: (any SceneType)? {
    if case .transition(let scene, _) = kind { return scene }
    return nil
  }

  /// Applies the move to `model`, naming a context without navigation by its scene's name.
  func apply(to model: inout NavigationModel<any SceneType>) throws(NavigationError)
    -> NavigationChange<any SceneType>
  {
    do {
      switch kind {
      case .transition(let scene, let type):
        return try model.transition(
          to: scene, type: type, providesNavigation: scene.providesNavigation)
      case .pop: return try model.pop()
      case .dismiss: return try model.dismiss()
      }
    } catch .noNavigationContext {
      throw .noNavigationContext(sceneName: model.currentContext?.base.sceneName ?? "")
    }
  }
}

extension NavigationModel<any SceneType> {
  /// The model after `requests`, and the index of the first one it refuses, if any.
  func replaying(_ requests: [NavigationRequest]) -> (
    model: NavigationModel<any SceneType>, refused: (index: Int, error: NavigationError)?
  ) {
    var model = self
    for (index, request) in requests.enumerated() {
      do {
        _ = try request.apply(to: &model)
      } catch {
        return (model, (index, error))
      }
    }
    return (model, nil)
  }
}
