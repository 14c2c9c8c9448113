// swift-format-ignore-file
import UIKit

extension UIViewController {
    func hideKeyboardOnTap() {
        let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        view.addGestureRecognizer(tap)
    }
}

class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        hideKeyboardOnTap()
    }
}
