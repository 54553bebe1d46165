import Observation
public import RefreshKit

/// Decides the load-more footer of a seed screen from its ``RefreshController``, with the
/// drawing left to a ``SeedFooterHost``: the MJRefresh footer the seed's screens had.
///
/// - What to show: ``RefreshController/presentation``'s footer (loading more, no more data,
///   failed with or without a retry, or nothing), sent to the host only when it changes.
/// - When: whenever the presentation changes, whoever caused it (the screen's loads, a
///   ``RefreshController/refresh(completion:)`` from elsewhere, a retry): the binding observes
///   the controller and shows the new footer on the main actor's next turn. A screen that
///   wants the footer to follow a load at once (with the rows it reloads) calls ``update()``.
/// - Retry: ``retryTapped()`` repeats a failed load-more with the same page (the same cursor,
///   the next attempt number), never a refresh, so the list is not started over; when the
///   page arrives, the host reloads its rows (``SeedFooterHost/reloadRows()``) and the footer
///   follows: idle, no more data, or failed again. A tap when no retry is offered (a stale
///   button, a footer that changed since) does nothing.
///
/// ```swift
/// let footer = SeedFooterBinding(controller: list, host: self)
/// footer.start()                         // shows the footer now, then follows the list
/// // the footer view's retry button:
/// footer.retryTapped()                   // the failed page again
/// ```
///
/// Isolation: main actor. It holds the controller strongly and the host weakly; ``stop()`` (or
/// releasing the binding) stops the host's updates. Neither the observation nor the retry's
/// completion keeps the binding alive.
@MainActor
public final class SeedFooterBinding<Operator: RefreshOperating> {
  /// The list whose footer this binding shows.
  public let controller: RefreshController<Operator>
  private weak var host: (any SeedFooterHost)?
  private var shown: RefreshPresentation.Footer?
  private var isStarted = false
  /// Counts starts and stops, so that an observation armed before a ``stop()`` ends there.
  private var observationToken: UInt64 = 0

  /// Creates a binding that shows `controller`'s footer in `host`.
  ///
  /// ```swift
  /// let footer = SeedFooterBinding(controller: screen.refreshController, host: screen)
  /// ```
  public init(controller: RefreshController<Operator>, host: any SeedFooterHost) {
    self.controller = controller
    self.host = host
  }

  /// The footer the list asks for now.
  public var footer: RefreshPresentation.Footer { controller.presentation.footer }

  /// Shows the footer now, then every change of it. Calling it again does nothing; after
  /// ``stop()`` it shows the footer again.
  public func start() {
    guard !isStarted else { return }
    isStarted = true
    observationToken &+= 1
    shown = nil
    follow(observationToken)
  }

  /// Stops showing the footer; the list and its loads go on.
  public func stop() {
    isStarted = false
    observationToken &+= 1
  }

  /// Shows the footer the list asks for now, if it changed: for a screen's settle points
  /// (a load it started began or settled), so the footer changes with the rows, not a turn
  /// later. Does nothing before ``start()`` or after ``stop()``.
  public func update() {
    guard isStarted else { return }
    show(footer)
  }

  /// The footer's retry button was tapped: loads the failed page again.
  ///
  /// Acts only while the footer offers a retry (`.failed(message:canRetry: true)`), that is
  /// after a failed load-more with a page still to load; then it triggers
  /// ``RefreshController/retry(completion:)``, which repeats the load-more at the same
  /// cursor. The footer shows loading at once; when the load settles, the host reloads its
  /// rows unless it failed again, and the footer follows.
  ///
  /// ```swift
  /// footerView.onRetry = { [weak self] in self?.footer.retryTapped() }
  /// ```
  ///
  /// - Returns: The action triggered (``RefreshAction/loadingMore``), or `nil` when no retry
  ///   was offered and nothing was triggered.
  @discardableResult
  public func retryTapped() -> RefreshAction? {
    guard case .failed(_, canRetry: true) = footer else { return nil }
    let action = controller.retry { [weak self] in self?.retryDidSettle() }
    update()
    return action
  }

  /// The retry's load settled (completed, or was rejected, superseded or cancelled).
  private func retryDidSettle() {
    update()
    // A retry superseded by a refresh leaves the reload to the refresh; one that failed
    // again has no page to show.
    guard isStarted, controller.machine.runningAction == nil, !controller.state.isError else {
      return
    }
    host?.reloadRows()
  }

  /// Shows the current footer and arms the observation that shows the next one.
  private func follow(_ token: UInt64) {
    guard isStarted, token == observationToken else { return }
    let next: @MainActor () -> Void = { [weak self] in self?.follow(token) }
    let presentation = withObservationTracking {
      controller.presentation
    } onChange: {
      // Called before the change is made: read the new presentation on the next turn.
      onNextMainTurn(next)
    }
    show(presentation.footer)
  }

  private func show(_ footer: RefreshPresentation.Footer) {
    guard footer != shown else { return }
    shown = footer
    host?.showFooter(footer)
  }
}

/// Runs `body` on the main actor's next turn. Outside the generic binding, so that the task's
/// closure captures no generic type.
private func onNextMainTurn(_ body: @escaping @MainActor () -> Void) {
  Task { @MainActor in body() }
}
