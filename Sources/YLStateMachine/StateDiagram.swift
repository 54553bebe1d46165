/// A machine's states, actions and transitions, renderable as a Mermaid state diagram.
///
/// Operators that conform to ``StateDiagramDescribing`` publish one; their
/// machine renders it with ``StateMachine/mermaidDiagram``.
///
/// ```swift
/// let diagram = StateDiagram(
///   initialState: "closed",
///   transitions: [.init(from: "closed", to: "opening", label: "open")]
/// )
/// print(diagram.mermaid)
/// ```
public struct StateDiagram: Hashable, Sendable {
  /// One arrow of the diagram.
  public struct Transition: Hashable, Sendable {
    /// The state the arrow leaves.
    public var from: String
    /// The state the arrow enters.
    public var to: String
    /// What causes it: an action, or an outcome of the operator's work.
    public var label: String

    /// Creates an arrow from `from` to `to`, labelled `label`.
    public init(from: String, to: String, label: String) {
      self.from = from
      self.to = to
      self.label = label
    }
  }

  /// The state a new machine starts in.
  public var initialState: String
  /// The arrows, in the order they are drawn.
  public var transitions: [Transition]
  /// States drawn as transitional (a note marks them).
  public var transitionalStates: [String]

  /// Creates a diagram.
  public init(initialState: String, transitions: [Transition], transitionalStates: [String] = []) {
    self.initialState = initialState
    self.transitions = transitions
    self.transitionalStates = transitionalStates
  }

  /// Every state named by the diagram, in first-mention order.
  public var states: [String] {
    var seen: Set<String> = []
    var ordered: [String] = []
    for name in [initialState] + transitions.flatMap({ [$0.from, $0.to] })
    where seen.insert(name).inserted {
      ordered.append(name)
    }
    return ordered
  }

  /// The diagram in Mermaid's `stateDiagram-v2` syntax.
  public var mermaid: String {
    var lines = ["stateDiagram-v2", "    [*] --> \(initialState)"]
    for transition in transitions {
      lines.append("    \(transition.from) --> \(transition.to): \(transition.label)")
    }
    for state in transitionalStates {
      lines.append("    note right of \(state): transitional")
    }
    return lines.joined(separator: "\n")
  }
}

/// An operator that can describe the machine it drives as a ``StateDiagram``.
///
/// ```swift
/// extension DoorOperator: StateDiagramDescribing {
///   static var stateDiagram: StateDiagram { StateDiagram(initialState: "closed", transitions: []) }
/// }
/// ```
public protocol StateDiagramDescribing: OperatorType {
  /// The states, actions and transitions of this operator's machine.
  static var stateDiagram: StateDiagram { get }
}

extension StateMachine where Operator: StateDiagramDescribing {
  /// The machine as a Mermaid `stateDiagram-v2`, for documentation.
  public static var mermaidDiagram: String { Operator.stateDiagram.mermaid }
}
