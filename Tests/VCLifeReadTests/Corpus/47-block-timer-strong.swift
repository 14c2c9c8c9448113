// swift-format-ignore-file
import UIKit

class LiveScoreViewController: UIViewController {
    var poller: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        poller = Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in
            self.reloadScores()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
    }

    func reloadScores() {}
}
