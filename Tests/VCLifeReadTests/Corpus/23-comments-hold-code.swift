// swift-format-ignore-file
import UIKit

class CountdownViewController: UIViewController {
    var countdown: Timer?

    override func viewDidLoad() {
        // super.viewDidLoad()
        countdown = Timer.scheduledTimer(timeInterval: 1, target: self,
                                         selector: #selector(step), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        /* countdown?.invalidate()
           countdown = nil */
    }

    @objc func step() {}
}
