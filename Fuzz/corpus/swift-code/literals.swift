/* a /* nested */ comment */
let s = "a\0\\\t\n\r\"\'\u{1F600}\(f("(", { ")" }))"
let r = ##"raw "# \##(x) \(y)"##
let m = """
    line \
    continued
    """
let regex = #/a"b/#
let `default` = 1_000.5e-3..<x?.y
