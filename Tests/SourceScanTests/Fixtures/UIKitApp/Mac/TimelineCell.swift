import AppKit

final class TimelineCell: NSTableCellView {
    let title = NSTextField()
    func style() { title.textColor = .secondaryLabelColor }
}

final class SidebarCell: NSTableCellView {
    let name = NSTextField()
    func style() { name.textColor = .labelColor }
}
