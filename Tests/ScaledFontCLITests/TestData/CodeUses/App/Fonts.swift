import UIKit

let body = UIFont(name: "Georgia", size: 17)
let title = UIFont(name: FontName.title, size: 28)
func weighted(_ weight: String) -> UIFont? { UIFont(name: "Georgia-\(weight)", size: 17) }

enum FontName {
    static let title = "Gerogia-Bold"
}
