// swift-format-ignore-file
import UIKit

class DebugMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Logs", style: .plain, target: nil, action: nil)
        #endif
    }
}
