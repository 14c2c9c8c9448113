// swift-format-ignore-file
import UIKit

class FeedViewController: UITableViewController {
    var imageCache = NSCache<NSString, UIImage>()

    override func didReceiveMemoryWarning() {
        imageCache.removeAllObjects()
    }
}
