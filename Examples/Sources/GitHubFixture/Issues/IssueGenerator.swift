import Foundation
import RefreshKitTesting

/// Generates the issues and comments of the data set's repositories, one at a time, from the
/// repository and the server's seed: nothing is stored, and the same seed and data set always
/// give the same issues and comments.
///
/// A repository has `open_issues_count` open issues, at most ``maximumIssueCount``, numbered
/// `1…count`; a higher number was opened later. Most issues have a few comments (none to 72);
/// the newest issue (the highest number) is always a long thread of `300 + 0…79` comments.
/// An issue's comments are later than the issue and than each other; the newest issue was
/// opened near the repository's last push.
///
/// ```swift
/// let generator = IssueGenerator(seed: 42)
/// let count = generator.issueCount(of: repository)
/// if let newest = generator.issue(count, of: repository) {
///   let first = generator.comment(at: 0, of: newest, in: repository)
///   assert(newest.generatedCommentCount >= 300 && first.createdAt > newest.createdAt)
/// }
/// ```
struct IssueGenerator: Sendable {
  /// The most issues a repository gets, whatever its `open_issues_count` says.
  static let maximumIssueCount = 2_000
  /// The fewest comments of a repository's newest issue.
  static let longThreadMinimum = 300
  /// When the newest issue of a repository without a push date is opened: 2026-06-01.
  static let defaultNewestIssueDate: Int64 = 1_780_272_000

  /// The server's seed.
  let seed: UInt64

  /// How many issues `repository` has: its `open_issues_count`, at most
  /// ``maximumIssueCount``.
  func issueCount(of repository: Repository) -> Int {
    min(max(0, repository.openIssuesCount), Self.maximumIssueCount)
  }

  /// Issue `number` of `repository`; nil unless `number` is in `1…issueCount(of:)`.
  func issue(_ number: Int, of repository: Repository) -> IssueRecord? {
    let count = issueCount(of: repository)
    guard number >= 1, number <= count else { return nil }
    var random = SplitMix64(seed: FNV1a.hash("issue:\(seed):\(repository.id):\(number)"))
    let spacing = issueSpacing(of: repository)
    let opened =
      newestIssueDate(of: repository) - Int64(count - number) * spacing
      + Int64(random.nextInt(below: Int(spacing / 2)))
    let people = RepositoryPeople(repository: repository, seed: seed)
    let labelCount = random.nextInt(below: 3)
    let labels = (0..<labelCount).map { _ in
      IssueLabel.defaults[random.nextInt(below: IssueLabel.defaults.count)]
    }
    return IssueRecord(
      number: number,
      id: IssueIdentifiers.issueID(repositoryID: repository.id, number: number),
      title: IssueTextWriter.title(using: &random),
      body: IssueTextWriter.issueBody(using: &random),
      author: people.draw(maintainerShare: 0.1, using: &random),
      labels: labels.reduce(into: [IssueLabel]()) { unique, label in
        if !unique.contains(label) { unique.append(label) }
      },
      createdAt: opened,
      generatedCommentCount: number == count
        ? Self.longThreadMinimum + random.nextInt(below: 80) : Self.commentCount(using: &random),
      commentSpacing: Int64(120 + random.nextInt(below: 3_480))
    )
  }

  /// The generated comment at `position` (0-based, below `issue.generatedCommentCount`) of
  /// `issue` in `repository`: `commentSpacing` to one and a half times it after the one
  /// before.
  func comment(
    at position: Int, of issue: IssueRecord, in repository: Repository
  ) -> IssueCommentRecord {
    var random = SplitMix64(
      seed: FNV1a.hash("comment:\(seed):\(repository.id):\(issue.number):\(position)"))
    let written =
      issue.createdAt + Int64(position + 1) * issue.commentSpacing
      + Int64(random.nextInt(below: Int(issue.commentSpacing / 2)))
    let people = RepositoryPeople(repository: repository, seed: seed)
    return IssueCommentRecord(
      id: IssueIdentifiers.commentID(issueID: issue.id, position: position),
      body: IssueTextWriter.comment(using: &random),
      author: people.draw(maintainerShare: 0.25, using: &random),
      createdAt: written
    )
  }

  /// Three issues in ten have no comment, six have 1…12, one has 13…72.
  private static func commentCount(using random: inout SplitMix64) -> Int {
    let roll = random.nextUnitInterval()
    if roll < 0.3 { return 0 }
    if roll < 0.9 { return 1 + random.nextInt(below: 12) }
    return 13 + random.nextInt(below: 60)
  }

  /// The seconds between two issues of `repository` on average: half an hour to 6.5 hours.
  private func issueSpacing(of repository: Repository) -> Int64 {
    Int64(1_800 + FNV1a.hash("issue-spacing:\(seed):\(repository.id)") % 21_600)
  }

  /// About when the newest issue of `repository` was opened: its last push.
  private func newestIssueDate(of repository: Repository) -> Int64 {
    guard let pushed = repository.pushedAt.flatMap({ try? Date($0, strategy: .iso8601) }) else {
      return Self.defaultNewestIssueDate
    }
    return Int64(pushed.timeIntervalSince1970)
  }
}
