// swift-format-ignore-file
import UIKit

class MailboxViewController: UIViewController {
    var drafts: [String]? = []

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        if viewIfLoaded?.window == nil {
            drafts = nil
            view = nil
        }
    }
}
