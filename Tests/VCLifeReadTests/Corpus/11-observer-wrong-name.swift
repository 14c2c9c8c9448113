// swift-format-ignore-file
import UIKit

class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardShown() {
        view.frame.origin.y = -120
    }

    deinit {
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }
}
