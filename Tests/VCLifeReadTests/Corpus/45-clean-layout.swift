// swift-format-ignore-file
import UIKit

class BannerViewController: UIViewController {
    let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        banner.frame = view.bounds.insetBy(dx: 8, dy: 8)
    }
}
