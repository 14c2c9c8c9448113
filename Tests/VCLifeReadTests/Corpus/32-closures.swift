// swift-format-ignore-file
import UIKit

class SearchViewController: UIViewController {
    var results: [String] = []
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async {
            self.tableView.reloadData()
        }
        loader.fetch { [weak self] items in
            self?.results = items
        }
    }
}
