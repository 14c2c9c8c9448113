// swift-format-ignore-file
import UIKit

class OrdersViewController: BaseListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        reloadOrders()
    }

    func reloadOrders() {
        items = []
    }
}
