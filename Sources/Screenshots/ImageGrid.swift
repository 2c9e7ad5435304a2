import ColorScience
import PNGImage

/// Pictures side by side, each under its label: the original beside each color vision, or
/// each widget mode — the picture a designer pastes into a review.
public enum ImageGrid {
    public struct Panel: Sendable {
        public var label: String
        public var image: RGBAImage

        public init(label: String, image: RGBAImage) {
            self.label = label
            self.image = image
        }
    }

    /// The panels in `columns` columns, each scaled to `panelWidth` pixels wide (never up),
    /// on white with margins, labels above in dark gray. The grid is in the first panel's color
    /// space. Without a font the labels are left out.
    public static func compose(_ panels: [Panel], columns: Int, panelWidth: Int, font: LabelFont?) -> RGBAImage {
        guard let first = panels.first else { return RGBAImage(width: 0, height: 0, pixels: []) }
        let scaled = panels.map { scaledDown($0.image, toWidth: panelWidth) }
        let cellWidth = scaled.map(\.width).max() ?? 0, cellHeight = scaled.map(\.height).max() ?? 0
        let margin = max(8, cellWidth / 30)
        let labelHeight = font.map { $0.pixelSize * 2 } ?? 0
        let columns = max(1, min(columns, panels.count))
        let rows = (panels.count + columns - 1) / columns
        let width = margin + columns * (cellWidth + margin)
        let height = margin + rows * (labelHeight + cellHeight + margin)
        var grid = RGBAImage(width: width, height: height, pixels: Array(repeating: RGBA8(red: 255, green: 255, blue: 255), count: width * height),
                             colorSpace: first.image.colorSpace, colorChunks: first.image.colorChunks)
        for (index, (panel, image)) in zip(panels, scaled).enumerated() {
            let left = margin + (index % columns) * (cellWidth + margin)
            let top = margin + (index / columns) * (labelHeight + cellHeight + margin)
            if let font {
                let text = font.render(panel.label)
                grid.draw(text, x: left + (cellWidth - text.width) / 2, y: top + (labelHeight - text.height) / 2,
                          color: RGBA8(red: 0x1d, green: 0x1d, blue: 0x1f))
            }
            // A picture with transparency is shown over white, as the page around it.
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image[x, y]
                    let a = Int(pixel.alpha)
                    func over(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 255 * (255 - a) + 127) / 255) }
                    grid[left + (cellWidth - image.width) / 2 + x, top + labelHeight + y] = RGBA8(red: over(pixel.red), green: over(pixel.green), blue: over(pixel.blue))
                }
            }
        }
        return grid
    }

    /// The picture at most `width` pixels wide: each new pixel the average of the pixels it
    /// covers, in linear light (so thin text keeps its weight), alpha-weighted.
    public static func scaledDown(_ image: RGBAImage, toWidth width: Int) -> RGBAImage {
        guard image.width > width, width > 0 else { return image }
        let scale = Double(image.width) / Double(width)
        let height = max(1, Int((Double(image.height) / scale).rounded()))
        let linear = (0..<256).map { TransferFunction.sRGB.linearize(Double($0) / 255) }
        var pixels: [RGBA8] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let y0 = Int(Double(y) * scale), y1 = max(y0 + 1, min(image.height, Int(Double(y + 1) * scale)))
            for x in 0..<width {
                let x0 = Int(Double(x) * scale), x1 = max(x0 + 1, min(image.width, Int(Double(x + 1) * scale)))
                var sum = SIMD3<Double>.zero, alpha = 0.0
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let p = image[sx, sy]
                        let a = Double(p.alpha) / 255
                        sum += SIMD3(linear[Int(p.red)], linear[Int(p.green)], linear[Int(p.blue)]) * a
                        alpha += a
                    }
                }
                let count = Double((y1 - y0) * (x1 - x0))
                let color = alpha > 0 ? TransferFunction.sRGB.encode(sum / alpha) : .zero
                let bytes = (color * 255 + 0.5).rounded(.down).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
                pixels.append(RGBA8(red: UInt8(bytes.x), green: UInt8(bytes.y), blue: UInt8(bytes.z), alpha: UInt8((alpha / count * 255).rounded())))
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels, colorSpace: image.colorSpace, colorChunks: image.colorChunks)
    }
}
