import AppKit

final class TimelineCell: NSTableCellView {
    let title = NSTextField()
    func style() { title.textColor = .secondaryLabelColor }
}
