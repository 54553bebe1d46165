import Foundation
import Observation
import RefreshKit

/// An issue's thread (Enter on an issue): its comments as a chat, opened at the newest and
/// loading older pages as the user scrolls up; ``post(_:)`` writes a comment that shows at
/// once and is rolled back, with the reason, when the server refuses it.
///
/// ```swift
/// let thread = IssueThreadViewModel(services: services, issue: issue, reference: reference)
/// let refusal = await thread.post("Thanks!")   // nil once the server took it
/// ```
@MainActor
@Observable
public final class IssueThreadViewModel {
  /// The services the scene loads with.
  @ObservationIgnored public let services: BrowserServices
  /// The issue, as its list showed it.
  public let issue: Issue
  /// Which issue.
  public let reference: IssueReference
  /// The comments, oldest first; the first load is the page of the newest.
  @ObservationIgnored public let pager: Pager<IssueReference, Int, IssueComment>
  /// The pager's last events and loads in flight, for the inspector.
  @ObservationIgnored public let events: ListEventLog<IssueReference, Int>
  /// Why the last comment written here was refused; `nil` otherwise.
  public private(set) var refusal: String?
  /// How many comments are being sent.
  public private(set) var sending = 0
  @ObservationIgnored private var nextLocalID = -1

  /// Creates the thread of `issue`; nothing loads before its screen starts.
  public init(services: BrowserServices, issue: Issue, reference: IssueReference) {
    self.services = services
    self.issue = issue
    self.reference = reference
    let issues = services.issues
    pager = Pager(
      query: reference, configuration: IssueListViewModel.configuration(perPage: issues?.perPage),
      initialKey: issues?.lastPage(commentCount: issue.commentCount) ?? 1
    ) { request in
      guard let issues else { throw IssuesUnavailable() }
      return try await issues.comments(request.query, request.cursor ?? 1)
    }
    events = ListEventLog(pager, limit: BrowserServices.inspectedEvents)
    services.instrument(pager, name: "comments \(reference)")
  }

  /// "#42 Title".
  public var title: String { "#\(issue.number) \(issue.title)" }

  /// Writes `text` as a new comment: it shows at the end at once (pending), becomes the
  /// server's copy once the server took it, or disappears when the server refuses it.
  /// Returns why it was refused (also kept in ``refusal``), or `nil`.
  @discardableResult
  public func post(_ text: String) async -> String? {
    let body = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !body.isEmpty else { return "Write something first" }
    guard let issues = services.issues else { return IssuesUnavailable().displayMessage }
    refusal = nil
    let local = IssueComment(
      id: nextLocalID, body: body, author: "you", createdAt: "sending…", isPending: true)
    nextLocalID -= 1
    sending += 1
    defer { sending -= 1 }
    var posted: IssueComment?
    do {
      try await pager.mutate {
        $0.insert(local, at: pager.items.count)
      } remote: {
        posted = try await issues.postComment(reference, body)
      }
    } catch {
      let reason = (error as? any PresentableError)?.displayMessage ?? "\(error)"
      refusal = "Comment not posted: \(reason)"
      return refusal
    }
    if let posted, let index = pager.items.index(id: local.id) {
      try? pager.remove(id: local.id)
      try? pager.insert(posted, at: index)
    }
    return nil
  }
}
