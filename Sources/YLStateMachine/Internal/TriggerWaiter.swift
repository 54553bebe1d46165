import RefreshKitLocking

/// One async caller of `trigger(_:)`: resumed exactly once, by the transition's
/// result or by the caller's own cancellation, whichever comes first.
final class TriggerWaiter<State: Sendable, Action: ActionType>: Sendable {
  typealias Outcome = Result<State, TriggerError<Action>>

  private enum Phase {
    case waiting
    case installed(CheckedContinuation<Outcome, Never>)
    case early(Outcome)
    case done
  }

  private let phase = Locked<Phase>(.waiting)

  func install(_ continuation: CheckedContinuation<Outcome, Never>) {
    let early: Outcome? = phase.withLock { phase in
      switch phase {
      case .waiting:
        phase = .installed(continuation)
        return nil
      case .early(let outcome):
        phase = .done
        return outcome
      case .installed, .done:
        return nil
      }
    }
    if let early { continuation.resume(returning: early) }
  }

  func resume(_ outcome: Outcome) {
    let continuation: CheckedContinuation<Outcome, Never>? = phase.withLock { phase in
      switch phase {
      case .waiting:
        phase = .early(outcome)
        return nil
      case .installed(let continuation):
        phase = .done
        return continuation
      case .early, .done:
        return nil
      }
    }
    continuation?.resume(returning: outcome)
  }
}
