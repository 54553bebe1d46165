import Foundation

/// One search hit: the index of a repository in its dataset and its relevance score.
struct SearchHit: Sendable, Equatable {
  /// The index into ``RepositoryDataset/repositories``.
  var index: Int
  /// The deterministic relevance score reported as `score`.
  var score: Double
}

extension RepositoryDataset {
  /// Returns every repository matching `query`, ordered by `sort` and `order`.
  ///
  /// Ties are broken by stars (descending) and then id (ascending) so the order is total
  /// and pages never overlap.
  func search(_ query: SearchQuery, sort: SearchSort, order: SortOrder) -> [SearchHit] {
    let needles = query.keywords.map { Array($0.utf8) }
    let candidates: [Int]
    if query.owners.isEmpty {
      candidates = Array(entries.indices)
    } else {
      candidates = query.owners.flatMap { indices(ofOwner: $0) ?? [] }
    }
    let hits = candidates.compactMap { index -> SearchHit? in
      guard matches(index, query: query, needles: needles) else { return nil }
      return SearchHit(index: index, score: score(index, needles: needles))
    }
    return hits.sorted { isOrdered($0, before: $1, sort: sort, order: order) }
  }

  private func matches(_ index: Int, query: SearchQuery, needles: [[UInt8]]) -> Bool {
    let entry = entries[index]
    let repository = repositories[index]
    if !query.languages.isEmpty {
      guard let language = entry.language, query.languages.contains(language) else { return false }
    }
    guard query.stars.allSatisfy({ $0.contains(repository.stargazersCount) }),
      query.forks.allSatisfy({ $0.contains(repository.forksCount) }),
      query.archived.map({ $0 == repository.isArchived }) ?? true
    else { return false }
    return needles.allSatisfy { needle in
      ByteSearch.contains(entry.fullName, needle) || ByteSearch.contains(entry.description, needle)
    }
  }

  /// 1.0 for qualifier-only queries; otherwise points for exact/partial name, owner and
  /// description matches plus a logarithmic popularity bonus, rounded to three decimals.
  private func score(_ index: Int, needles: [[UInt8]]) -> Double {
    guard !needles.isEmpty else { return 1 }
    let entry = entries[index]
    var points = 0.0
    for needle in needles {
      if entry.name == needle {
        points += 20
      } else if ByteSearch.contains(entry.name, needle) {
        points += 8
      } else if ByteSearch.contains(entry.fullName, needle) {
        points += 3
      }
      if ByteSearch.contains(entry.description, needle) { points += 1 }
    }
    let popularity = log10(Double(max(0, repositories[index].stargazersCount)) + 1)
    return ((points + popularity) * 1_000).rounded() / 1_000
  }

  private func isOrdered(
    _ lhs: SearchHit, before rhs: SearchHit, sort: SearchSort, order: SortOrder
  ) -> Bool {
    let left = repositories[lhs.index]
    let right = repositories[rhs.index]
    let comparison: Int
    switch sort {
    case .bestMatch: comparison = compare(lhs.score, rhs.score)
    case .stars: comparison = compare(left.stargazersCount, right.stargazersCount)
    case .forks: comparison = compare(left.forksCount, right.forksCount)
    case .updated: comparison = compare(left.pushedAt ?? "", right.pushedAt ?? "")
    }
    if comparison != 0 {
      return order == .ascending ? comparison < 0 : comparison > 0
    }
    if left.stargazersCount != right.stargazersCount {
      return left.stargazersCount > right.stargazersCount
    }
    return left.id < right.id
  }

  private func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Int {
    lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
  }
}
