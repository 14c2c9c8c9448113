// swift-format-ignore-file
import UIKit

class ChartViewController: UIViewController {
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        if self.view.window == nil {
            self.view = nil
        }
    }
}
