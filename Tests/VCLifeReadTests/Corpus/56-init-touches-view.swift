// swift-format-ignore-file
import UIKit

class BadgeViewController: UIViewController {
    let badge = UILabel()

    init(count: Int) {
        super.init(nibName: nil, bundle: nil)
        badge.text = String(count)
        view.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
