// swift-format-ignore-file
import UIKit

class TimerViewController: UIViewController {
    var workout: Timer?

    @IBAction func startTapped(_ sender: UIButton) {
        workout = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        workout?.invalidate()
    }

    @objc func tick() {}
}
