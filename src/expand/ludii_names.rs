//! The names of Ludii's shared defines (the files of the `def` folder of Ludii 1.3.12,
//! without `.def`): names only, so that a use of one that no define answers can say
//! where it comes from and how to supply it, rather than "check the spelling".
//!
//! ludic renders every one of them today (`games/defs/ludii/`, a test checks it); the
//! list stays so that a folder given by `--defs` that lacks one, or a name Ludii adds
//! before ludic renders it, is told as Ludii's.

use crate::expand::selection::DefsDir;

/// Ludii's shared define names, sorted.
pub const NAMES: &[&str] = &[
    "AllOwnedPiecesIn",
    "AlquerqueBoard",
    "AlquerqueBoardWithBottomAndTopTriangles",
    "AlquerqueBoardWithBottomTriangle",
    "AlquerqueBoardWithEightTriangles",
    "AlquerqueBoardWithFourTriangles",
    "AlquerqueGraph",
    "AlquerqueGraphWithBottomAndTopTriangles",
    "AlquerqueGraphWithBottomTriangle",
    "AlquerqueGraphWithFourTriangles",
    "BackgammonBoard",
    "BackgammonTracks",
    "BackgammonTracksSameDirectionOppositeCorners",
    "BackgammonTracksSameDirectionOppositeCornersWithBars",
    "BackgammonTracksSameDirectionOppositeCornersWithBars2",
    "BackgammonTracksSameDirectionWithBar",
    "BackgammonTracksSameDirectionWithHands",
    "BackgammonTracksWithBar",
    "BackgammonTracksWithHands",
    "BeforeAfterCentreSetup",
    "BlackCellsSetup",
    "BlockWin",
    "BottomTopSetup",
    "CaptureAll",
    "CaptureAllTeam",
    "Checkmate",
    "ChessBishop",
    "ChessKing",
    "ChessKnight",
    "ChessPawn",
    "ChessQueen",
    "ChessRook",
    "CrossBoard",
    "CrossGraph",
    "CustodialCapture",
    "CustodialCapturePieceType",
    "DieNotUsed",
    "DominoWalk",
    "DoubleStepForwardToEmpty",
    "DraughtsEquipment",
    "DrawIfNoMoves",
    "EncloseCapture",
    "EscapeTeamWin",
    "EscapeWin",
    "FillWin",
    "ForEachNonMoverNoMovesLoss",
    "ForEachPlayerNoMovesLoss",
    "ForEachPlayerNoPiecesLoss",
    "FortyStonesWithFourGapsBoard",
    "GiraffeWalk",
    "HandEmpty",
    "HandOccupied",
    "HasFreedom",
    "HavingLessPiecesLoss",
    "HittingCapture",
    "HittingStackCapture",
    "HopAllPiecesToEmpty",
    "HopCapture",
    "HopCaptureDistance",
    "HopCaptureDistanceNotAlreadyHopped",
    "HopDiagonalCapture",
    "HopDiagonalSequenceCapture",
    "HopDiagonalSequenceCaptureAgain",
    "HopFriendCapture",
    "HopInternationalDraughtsStyle",
    "HopOnlyCounters",
    "HopOrthogonalCapture",
    "HopOrthogonalSequenceCapture",
    "HopOrthogonalSequenceCaptureAgain",
    "HopRotationalCapture",
    "HopRotationalSequenceCapture",
    "HopRotationalSequenceCaptureAgain",
    "HopSequenceCapture",
    "HopSequenceCaptureAgain",
    "HopStackEnemyCaptureTop",
    "HopStackEnemyCaptureTopDistance",
    "InterveneCapture",
    "IsEmptyAndNotVisited",
    "IsEmptyOrSingletonStack",
    "IsEndTrack",
    "IsEnemyAt",
    "IsFriendAt",
    "IsInCheck",
    "IsNotEndTrack",
    "IsNotOffBoard",
    "IsOffBoard",
    "IsPhaseOne",
    "IsPhaseZero",
    "IsPieceAt",
    "IsSingleGroup",
    "IsSingletonStack",
    "IsTopLevel",
    "KintsBoard",
    "KnightWalk",
    "LWalk",
    "LascaBoard",
    "LascaGraph",
    "LastDirection",
    "LastDistance",
    "LastHoleSowed",
    "LeapCapture",
    "LeapToEmpty",
    "Line3Win",
    "MancalaByScoreWhen",
    "MisereBlockWin",
    "MoveToEmptyOrOccupiedByLargerPiece",
    "NewTurn",
    "NextSiteOnTrack",
    "NineMensMorrisBoard",
    "NoEnemyOrOnlyOne",
    "NoMoves",
    "NoMovesLossAndLessNumPiecesPlayerLoss",
    "NoMovesLossAndNoPiecesPlayerLoss",
    "NoMovesP1NoPiecesP2",
    "NoMovesP2NoPiecesP1",
    "NoPieceOnBoard",
    "NoSites",
    "OccupiedNbors",
    "OppositeOuterPit",
    "OppositePit",
    "OppositePitTwoRows",
    "PachisiBoard",
    "PhaseMovePiece",
    "PieceTypeReachWin",
    "PromoteIfReach",
    "ReachWin",
    "RemoveAnyEnemyPiece",
    "RemoveAnyEnemyPieceNotInLine3",
    "ReplayIfCanMove",
    "ReplayIfLine3",
    "ReplayInMovingOn",
    "ReplayNotAllDiceUsed",
    "RollEachNewTurnMove",
    "RollMove",
    "SameTurn",
    "ShogiGold",
    "SingleGroupWin",
    "SlideCapture",
    "StarBoard",
    "StepBackwardToEmpty",
    "StepDiagonalToEmpty",
    "StepForwardToEmpty",
    "StepForwardsToEmpty",
    "StepOrthogonalToEmpty",
    "StepRotationalToEmpty",
    "StepStackToEmpty",
    "StepToEmpty",
    "StepToEnemy",
    "StepToNotFriend",
    "StickDice",
    "SurroundCapture",
    "TWalk",
    "TableBoard",
    "TableTracksOpposite",
    "TableTracksOpposite2",
    "TableTracksOppositeWithHands",
    "TableTracksOppositeWithHands2",
    "TableTracksSameDirectionOppositeCorners",
    "TableTracksSameDirectionWithHands",
    "ThreeMensMorrisBoard",
    "ThreeMensMorrisBoardWithLeftAndRightTriangles",
    "ThreeMensMorrisGraphWithLeftAndRightTriangles",
    "TwoPlayersNorthSouth",
    "WhiteCellsSetup",
];

/// Whether `name` is one of Ludii's shared defines.
pub fn is_shared(name: &str) -> bool {
    NAMES.binary_search(&name).is_ok()
}

/// The label and help of an unknown define `name` that is one of Ludii's shared
/// defines: the folder `defs` given lacks it, or ludic does not build it in yet. `None`
/// for any other name.
pub fn missing(name: &str, defs: Option<&DefsDir>) -> Option<(String, String)> {
    if !is_shared(name) {
        return None;
    }
    Some(match defs {
        Some(d) => (
            format!("one of Ludii's shared defines, which the folder of {} lacks", d.flag()),
            format!(
                "{} should name Ludii's whole `def` folder (Common/res/def in Ludii's sources), \
                 which holds `{name}.def`; without it, ludic's built-in rendering supplies it",
                d.origin()
            ),
        ),
        None => (
            "one of Ludii's shared defines, which ludic does not build in yet".to_string(),
            "`--defs DIR` with Ludii's `def` folder (Common/res/def in Ludii's sources) supplies it"
                .to_string(),
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_shared_define_says_how_to_supply_it() {
        let (label, help) = missing("HopCapture", None).expect("a shared define");
        assert!(label.contains("not build in yet"), "{label}");
        assert!(
            help.starts_with("`--defs DIR` with Ludii's `def` folder"),
            "{help}"
        );
        let dir = DefsDir {
            path: "some/defs".into(),
            from_env: false,
        };
        let (label, help) = missing("HopCapture", Some(&dir)).expect("a shared define");
        assert!(label.contains("folder of --defs lacks"), "{label}");
        assert!(help.contains("--defs `some/defs`") && help.contains("HopCapture.def"));
        assert_eq!(missing("Hop", None), None);
    }

    #[test]
    fn sorted_for_the_binary_search() {
        assert!(NAMES.windows(2).all(|w| w[0] < w[1]));
        assert!(is_shared("HopCapture") && !is_shared("Hop"));
    }

    #[test]
    fn every_shared_define_is_rendered() {
        // docs/ludii-defines.md says all of them are built in; a name added to the
        // list without a rendering is told as "not built in yet".
        let mut diags = crate::diag::Diags::new();
        let mut nodes = Vec::new();
        for (_, text) in crate::expand::library::LUDII {
            let file = crate::syntax::parse(text, 0).expect("library parses");
            nodes.extend(crate::expand::forms::library_defines(&file, &mut diags));
        }
        let mut warnings = crate::diag::Diags::new();
        let table = crate::expand::defines::Table::collect(&nodes, &[], &mut diags, &mut warnings);
        let missing: Vec<&&str> = NAMES.iter().filter(|n| table.get(n).is_none()).collect();
        assert!(missing.is_empty(), "{missing:?}");
    }
}
