/// The callbacks a pager calls with each change, load state or event, in the order they were
/// registered, each under the id its ``ChangeObservation`` names.
///
/// An array rather than a dictionary keyed by id: observers run in a stable order, the order
/// an app added them in, and the few there are make removal by a linear scan cheap.
///
/// ```swift
/// var observers = ObserverList<LoadStates>()
/// observers.add(1) { states in print(states.append) }
/// observers.callAll(pager.loadStates)
/// observers.remove(1)
/// ```
struct ObserverList<Value> {
  private struct Entry {
    let id: Int
    let call: @MainActor (Value) -> Void
  }

  private var entries: [Entry] = []

  /// Whether no callback is registered.
  var isEmpty: Bool { entries.isEmpty }

  /// Registers `call` under `id`.
  mutating func add(_ id: Int, _ call: @escaping @MainActor (Value) -> Void) {
    entries.append(Entry(id: id, call: call))
  }

  /// Removes the callback registered under `id`, if any.
  mutating func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// Calls every callback with `value`, in registration order.
  @MainActor func callAll(_ value: Value) {
    for entry in entries { entry.call(value) }
  }
}
