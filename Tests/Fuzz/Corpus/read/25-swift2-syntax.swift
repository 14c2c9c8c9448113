// swift-format-ignore-file
import UIKit

class WeatherViewController: UIViewController {
    var refreshTimer: NSTimer?

    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        refreshTimer = NSTimer.scheduledTimerWithTimeInterval(60, target: self, selector: "refresh", userInfo: nil, repeats: true)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "locationChanged:", name: UIApplicationWillEnterForegroundNotification, object: nil)
    }

    override func viewWillDisappear(animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
        NSNotificationCenter.defaultCenter().removeObserver(self)
    }

    func refresh() {}
    func locationChanged(note: NSNotification) {}
}
