/// What a host reported it shows after the user moved without the coordinator.
enum HostReport: Hashable, Sendable {
  /// A navigation context shows `depth` scenes, base included.
  case depth(Int, context: Int)
  /// `count` modals are presented.
  case modalCount(Int)

  /// The changes that bring `model` in line with the report, applied to it.
  func reconcile(_ model: inout NavigationModel<any SceneType>) -> [NavigationChange<any SceneType>]
  {
    switch self {
    case .depth(let depth, let context): model.reconcile(shownDepth: depth, inContext: context)
    case .modalCount(let count): model.reconcile(shownModalCount: count)
    }
  }
}
