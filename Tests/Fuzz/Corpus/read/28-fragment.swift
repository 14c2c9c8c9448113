// swift-format-ignore-file
// Pasted from the middle of a controller.
override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
}

override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
}
