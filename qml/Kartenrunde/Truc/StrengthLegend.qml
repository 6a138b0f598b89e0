import QtQuick
import Kartenrunde

// The order of the cards in Truc, strongest first; suits do not matter.
FeltCard {
    title: qsTr("Strongest first")

    Column {
        width: parent.width
        spacing: 4
        Text {
            objectName: "strengthOrder"
            width: parent.width
            // The letters follow the card indices of the language (D and B in German).
            text: qsTr("7  8  A  K  Q  J  10  9")
            font.pixelSize: Theme.bodySize + 2
            font.bold: true
            color: Theme.feltText
        }
        Text {
            width: parent.width
            text: qsTr("Suits do not matter.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.smallSize - 1
            color: Theme.feltTextSoft
        }
    }
}
