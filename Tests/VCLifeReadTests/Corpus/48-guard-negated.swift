// swift-format-ignore-file
import UIKit

class MediaViewController: UIViewController {
    var previews: [UIImage] = []

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        guard isViewLoaded, view.window == nil else { return }
        previews.removeAll()
        view = nil
    }
}
