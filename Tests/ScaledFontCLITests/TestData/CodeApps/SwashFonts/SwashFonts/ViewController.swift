import UIKit

final class ViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var captionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = NotoSerif.bold.of(textStyle: .headline, defaultSize: 17)
        captionLabel.font = UIFont(name: NotoSerif.italic.rawValue, size: 12)
    }
}
