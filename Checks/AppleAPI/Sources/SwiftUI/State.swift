// State, bindings and the environment.

/// A property a view reads that SwiftUI updates.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// Storage of the stand-ins' property wrappers.
final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A value a view owns.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: Box<Value>

  public init(wrappedValue value: Value) { box = Box(value) }
  public init(initialValue value: Value) { box = Box(value) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { Binding(box: box) }
}

/// Reads and writes a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let box: Box<Value>?

  init(box: Box<Value>) { self.box = box }

  /// A binding through two closures. Apple: `@preconcurrency init(get: @escaping @isolated(any)
  /// @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`. Nothing
  /// in the declaration says the closures inherit the caller's actor, so they do not here: a
  /// `@Sendable` closure without an isolation of its own is nonisolated, and one that reads
  /// main-actor state must say `{ @MainActor in … }`.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { box = nil }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(box: Box(value)) }

  public var wrappedValue: Value {
    get {
      guard let box else { fatalError("stand-in: never run") }
      return box.value
    }
    nonmutating set { box?.value = newValue }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("stand-in: never run") }
}

extension Binding: Sendable where Value: Sendable {}

/// Bindings to the properties of an observable object. Apple: iOS 17.0+, tvOS 17.0+,
/// watchOS 10.0+, macOS 14.0+.
@available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  where Value: AnyObject { fatalError("stand-in: never run") }
}

/// The values views inherit from their ancestors.
nonisolated public struct EnvironmentValues {
  /// The refresh action installed by refreshable(action:), if any.
  public var refresh: RefreshAction? { nil }
}

/// The action of refreshable(action:).
nonisolated public struct RefreshAction: Sendable {
  /// Runs the refresh.
  public func callAsFunction() async {}
}

/// Reads a value or an observable object from the environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  public var wrappedValue: Value { fatalError("stand-in: never run") }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the object of type `objectType`. Apple: iOS 17.0+, tvOS 17.0+, watchOS 10.0+,
  /// macOS 14.0+.
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public init(_ objectType: Value.Type) {}
}
