// swift-format-ignore-file
import UIKit

class BlinkViewController: UIViewController {
    @IBOutlet weak var light: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(blink),
                             userInfo: nil, repeats: true)
    }

    @objc func blink() {
        light.isHidden.toggle()
    }
}
