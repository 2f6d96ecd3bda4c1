import UIKit

/// A UIKit screen fed by the same view model as `ProfileScreen`.
final class LegacyProfileViewController: UIViewController {
    private let viewModel: ProfileViewModel
    private let nameLabel = UILabel()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        Task {
            await viewModel.load()
            nameLabel.text = viewModel.displayName
        }
    }
}
