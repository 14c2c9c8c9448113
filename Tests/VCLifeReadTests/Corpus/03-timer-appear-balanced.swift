// swift-format-ignore-file
import UIKit

class ClockViewController: UIViewController {
    private var ticker: Timer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ticker = Timer.scheduledTimer(timeInterval: 1.0, target: self,
                                      selector: #selector(tick), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ticker?.invalidate()
        ticker = nil
    }

    @objc private func tick() {
        title = Date().description
    }
}
