enum NotoSerif: String, Font {
    case regular = "NotoSerif-Regular"
    case bold = "NotoSerif-Bolt"
    case italic = "NotoSerif-Italic"
}
