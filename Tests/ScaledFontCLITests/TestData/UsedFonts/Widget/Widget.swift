import UIKit

// The widget builds its one name at run time: its font is possibly unused.
func font(_ number: Int) -> UIFont? { UIFont(name: "SFFixtureCascade0\(number)-Regular", size: 17) }
