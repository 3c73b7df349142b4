enum NotoSerif: String, Font {
    case regular = "NotoSerif-Regular"
    case bold = "NotoSerif-Bold"
    case italic = "NotoSerif-Italic"
}
