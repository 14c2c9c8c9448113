// swift-format-ignore-file
import UIKit

class FormViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureFields()
    }

    func configureFields() {
    }
}
