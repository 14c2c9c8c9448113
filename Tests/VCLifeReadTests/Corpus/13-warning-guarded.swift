// swift-format-ignore-file
import UIKit

class GalleryViewController: UIViewController {
    var thumbnails: [UIImage] = []

    override func didReceiveMemoryWarning() {
        if isViewLoaded && view.window == nil {
            thumbnails = []
            view = nil
        }
        super.didReceiveMemoryWarning()
    }
}
