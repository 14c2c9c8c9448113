// swift-format-ignore-file
import UIKit

class DrawingViewController: UIViewController {
    override func loadView() {
        let canvas = UIView(frame: UIScreen.main.bounds)
        canvas.backgroundColor = .white
        view = canvas
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isMultipleTouchEnabled = true
    }
}
