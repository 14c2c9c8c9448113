// swift-format-ignore-file
import UIKit

class StopwatchViewController: UIViewController {
    var timer: Timer?
    var elapsed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self,
                                     selector: #selector(step), userInfo: nil, repeats: true)
    }

    @objc func step() {
        elapsed += 1
    }

    deinit {
        timer?.invalidate()
    }
}
