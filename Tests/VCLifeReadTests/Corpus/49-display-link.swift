// swift-format-ignore-file
import UIKit

class WaveViewController: UIViewController {
    private var displayLink: CADisplayLink?
    private var sampler: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        displayLink = CADisplayLink(target: self, selector: #selector(redraw))
        displayLink?.add(to: .main, forMode: .common)
        sampler = Timer(timeInterval: 0.5, target: self, selector: #selector(sample), userInfo: nil, repeats: true)
        RunLoop.main.add(sampler!, forMode: .common)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        displayLink?.invalidate()
    }

    @objc func redraw() {}
    @objc func sample() {}
}
