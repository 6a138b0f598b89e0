import QtQuick
import Kartenrunde.Core

// The three languages, each by its own name; one click switches the whole app.
Row {
    id: root
    spacing: 2

    Repeater {
        model: App.language.languages
        TopBarButton {
            required property var modelData
            objectName: "languageButton_" + modelData.code
            text: modelData.name
            current: App.language.code === modelData.code
            leftPadding: 10
            rightPadding: 10
            font.pixelSize: Theme.smallSize
            onClicked: App.chooseLanguage(modelData.code)
            Accessible.name: modelData.name
        }
    }
}
