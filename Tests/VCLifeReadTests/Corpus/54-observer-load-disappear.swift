// swift-format-ignore-file
import UIKit

class PlaylistViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(trackChanged),
                                               name: .init("TrackChanged"), object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc func trackChanged() {
        tableView.reloadData()
    }
}
