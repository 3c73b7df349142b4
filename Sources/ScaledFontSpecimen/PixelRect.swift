/// A rectangle of whole pixels in an image, y down from the top-left corner.
public struct PixelRect: Sendable, Hashable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The column just right of the rectangle (`x + width`).
    public var maxX: Int { x + width }
    /// The row just below the rectangle (`y + height`).
    public var maxY: Int { y + height }
}
