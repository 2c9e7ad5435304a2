import SwiftUI

@main
struct SampleApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                CardView()
                BannerView()
                PlainView()
                PeopleList()
                SettingsList()
                ReportView(viewModel: ReportViewModel())
                StyledList()
                PickerSheet()
                NoteWidgetView()
                Pills()
                Chips()
                SyncForm()
                VisionRow()
                NoticeRow()
                PlainActions()
                HeaderWidgetView()
                PhotoCaption()
                HoverCell()
                StyledButtons()
            }
        }
    }
}
