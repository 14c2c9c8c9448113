// swift-format-ignore-file
import UIKit

class RecorderViewController: UIViewController {
    private var meterTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        startMetering()
    }

    override func viewWillDisappear(_ animated: Bool) {
        stopMetering()
        super.viewWillDisappear(animated)
    }

    private func startMetering() {
        meterTimer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(updateMeter), userInfo: nil, repeats: true)
    }

    private func stopMetering() {
        meterTimer?.invalidate()
        meterTimer = nil
    }

    @objc private func updateMeter() {}
}
