// swift-format-ignore-file
import UIKit

class WebViewController: UIViewController {
    @IBOutlet var webView: UIWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
    }

    deinit {
        webView.scrollView.removeObserver(self, forKeyPath: "contentSize")
    }
}
