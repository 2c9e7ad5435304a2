import SwiftUI

final class ReportViewModel: ObservableObject {
    @Published var background = Color("CardBackground")
}

struct ReportView: View {
    @ObservedObject var viewModel: ReportViewModel
    var body: some View {
        Text("Report").foregroundColor(.primary).background(viewModel.background)
    }
}
