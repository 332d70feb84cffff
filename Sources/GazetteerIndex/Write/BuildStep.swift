/// The steps of each stage of writing, in the order they run, and the share of the stage's time
/// each takes: a progress display's fraction of a stage is the shares of the steps finished plus
/// the part done of the step that runs. The shares were measured on a 13 M-row GeoNames build
/// (they sum to 1 in each stage; the ordering stage's are its steps' times there less the display
/// text, which now runs beside the rank order); they place the fraction, they bound nothing.
package enum BuildStep: CaseIterable, Sendable {
    // merging
    case keepingLastOfEachID, mergingPlaces
    // ordering
    case collectingNames, makingFinalRecords, spatialOrder, assigningAreas
    // words
    case splittingNames, sortingWords, writingRanks, rankOrder
    // postings
    case countingPostings, findingHeavyPrefixes, answerLists, wordSections
    // tables
    case makingTables
    // file
    case writingFile

    /// The stage the step is part of.
    package var stage: BuildStage {
        switch self {
        case .keepingLastOfEachID, .mergingPlaces: .merging
        case .collectingNames, .makingFinalRecords, .spatialOrder, .assigningAreas: .ordering
        case .splittingNames, .sortingWords, .writingRanks, .rankOrder: .words
        case .countingPostings, .findingHeavyPrefixes, .answerLists, .wordSections: .postings
        case .makingTables: .tables
        case .writingFile: .file
        }
    }

    /// The step's share of its stage's time.
    package var share: Double {
        switch self {
        case .keepingLastOfEachID: 0.35
        case .mergingPlaces: 0.65
        case .collectingNames: 0.42
        case .makingFinalRecords: 0.1
        case .spatialOrder: 0.4
        case .assigningAreas: 0.08
        case .splittingNames: 0.36
        case .sortingWords: 0.11
        case .writingRanks: 0.02
        case .rankOrder: 0.51
        case .countingPostings: 0.17
        case .findingHeavyPrefixes: 0.01
        case .answerLists: 0.77
        case .wordSections: 0.05
        case .makingTables: 1
        case .writingFile: 1
        }
    }

    /// The shares of the steps of the same stage before this one.
    var shareBefore: Double {
        Self.allCases.prefix { $0 != self }.lazy.filter { $0.stage == self.stage }.reduce(0) { $0 + $1.share }
    }
}
