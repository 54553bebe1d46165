// Compiled only where UIKit views exist; DocExamplesTests lists it as an Apple-only example.
// Self-contained: Checks/AppleAPI compiles this folder with RefreshKit, YLRefreshKit and UIKit.
#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit
  import YLRefreshKit

  /// One page of topics, as the seed's `SomeModel`.
  struct SecondModel: ModelType {
    var topics: [String]
    var nextPage: Int?
    var pageablePropertyPath: WritableKeyPath<SecondModel, [String]>? { \.topics }
  }

  /// The seed's target.
  enum SomeTarget: TargetType {
    case second(page: Int)
    mutating func update(with action: RefreshAction, targetInfo: Any?) {
      guard case .second(let page) = self else { return }
      self = .second(page: action == .pullToRefresh ? 1 : page + 1)
    }
  }

  /// The seed's network manager, in its completion form.
  struct NetworkManager: CompletionNetworkManagerType {
    typealias Target = SomeTarget
    typealias Model = SecondModel
    typealias E = any Error
    func request(
      target: SomeTarget, completion: @escaping @Sendable (Result<SecondModel, any Error>) -> Void
    ) {
      completion(.success(SecondModel(topics: ["swift"], nextPage: nil)))
    }
  }

  /// The seed's view model: its table's data source.
  final class SecondViewModel: NSObject, DataSourceType, UITableViewDataSource {
    var model: SecondModel?
    var targetInfo: (any Sendable)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      model?.topics.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "topic", for: indexPath)
    }
  }

  enum MigratingFromYLRefreshKit {
    // Block: the seed's screen, on TViewController.
    typealias SecondOperator = RefreshOperator<SecondViewModel, NetworkManager>

    final class SecondViewController: TViewController<SecondOperator> {
      override func viewDidLoad() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "topic")
        super.viewDidLoad()  // sets the data source, pull-to-refresh, the first load
      }
    }

    @MainActor
    static func open(from navigationController: UINavigationController?) {
      let refreshOperator = RefreshOperator(
        dataSource: SecondViewModel(), networkManager: NetworkManager(),
        target: SomeTarget.second(page: 1))
      let secondViewController = SecondViewController(refreshOperator: refreshOperator)
      secondViewController.refreshController.operator.dataSource?.targetInfo = "some info"
      navigationController?.pushViewController(secondViewController, animated: true)
    }
  }
#endif
