// swift-format-ignore-file
import UIKit

class ArticleViewController: UIViewController {
    var renderedPages: [Int: UIImage] = [:]

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        view.backgroundColor = .white
        renderedPages.removeAll()
    }
}
