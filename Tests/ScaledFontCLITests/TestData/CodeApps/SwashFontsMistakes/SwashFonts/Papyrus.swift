enum Papyrus: String, Font {
    case regular = "Papyrus"
    case condensed = "Kefa-Regular"
}
