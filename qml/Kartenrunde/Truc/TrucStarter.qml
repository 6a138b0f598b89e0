import QtQuick
import Kartenrunde.Table

// Truc's Resume and Play on the game page: one computer opponent; the game
// has no house rules to choose.
MatchStarter {
    gameId: "truc"
    gameName: qsTr("Truc")
    computerSeats: 1
}
