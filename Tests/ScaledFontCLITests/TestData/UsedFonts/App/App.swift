import UIKit

// The app names one of its two fonts, and no name is built at run time: the other is unused.
let body = UIFont(name: "SFFixtureCascade00-Regular", size: 17)
