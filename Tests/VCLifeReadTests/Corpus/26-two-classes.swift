// swift-format-ignore-file
import UIKit

class ListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
    }
}

class DetailViewController: UIViewController {
    var item: String?
    @IBOutlet weak var nameLabel: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        nameLabel.text = item
        super.viewWillAppear(animated)
    }
}
