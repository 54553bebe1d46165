// The UIKit block of Documentation.docc/UIKitScreenOnPager.md, verbatim. It needs Apple's SDK;
// on Linux DocExamplesTests lists it as Apple-only, and scripts/check-apple-api.sh compiles it
// against stand-ins of UIKit.
#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  import UIKit

  final class RepositorySearchViewController:
    PagerTableViewController<String, Int, GitHubRepository>, UISearchBarDelegate
  {
    private let searchBar = UISearchBar()

    init(client: GitHubSearchClient) {
      let pager = Pager(query: "swift") { request in
        try await client.page(request.query, request.cursor)
      }
      super.init(
        pager: pager,
        cell: TableCellRegistration<UITableViewCell, GitHubRepository> { cell, _, repository in
          var content = cell.defaultContentConfiguration()
          content.text = repository.fullName
          content.secondaryText = "★ \(repository.stars)"
          cell.contentConfiguration = content
        })
      title = "Repositories"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      searchBar.placeholder = "Search repositories"
      searchBar.delegate = self
      searchBar.sizeToFit()
      tableView.tableHeaderView = searchBar
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      pager.query = searchBar.text ?? ""
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard pager.items.indices.contains(indexPath.row) else { return }
      let detail = UIViewController()
      detail.title = pager.items[indexPath.row].fullName
      navigationController?.pushViewController(detail, animated: true)
    }
  }

  // A chat screen (ChatHistory and makeChatPager are in SwiftUIScreenOnPagerExamples.swift)
  @MainActor
  func makeChatScreen(room: String, history: ChatHistory) throws
    -> PagerTableViewController<String, Int, ChatLine>
  {
    let screen = PagerTableViewController(
      pager: try makeChatPager(room: room, history: history),
      startsAtBottom: true,
      cell: TableCellRegistration<UITableViewCell, ChatLine> { cell, _, line in
        var content = cell.defaultContentConfiguration()
        content.text = line.text
        cell.contentConfiguration = content
      })
    screen.title = room
    return screen
  }
#endif
