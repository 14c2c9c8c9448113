// swift-format-ignore-file
import UIKit

class OnboardingViewController: UIViewController {
    @IBOutlet weak var pageControl: UIPageControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = 3
    }

    override func viewDidAppear(_ animated: Bool) {
        pageControl.currentPage = 0
    }
}
