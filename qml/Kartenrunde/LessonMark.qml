import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde.Core

// One lesson of a course as a small round mark: its number, filled once the
// lesson is passed, ringed when it is the next one. It opens the lesson.
AbstractButton {
    id: mark

    property int number
    property bool passed
    property bool current
    property string name

    implicitWidth: 28
    implicitHeight: 28
    hoverEnabled: true
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    Accessible.role: Accessible.Button
    Accessible.name: { void App.language.code
                       return passed ? qsTr("Lesson %1: %2, passed").arg(number).arg(name)
                                     : qsTr("Lesson %1: %2").arg(number).arg(name) }
    ToolTip.visible: hovered || visualFocus
    ToolTip.text: name
    ToolTip.delay: 300

    background: Rectangle {
        radius: width / 2
        color: mark.passed ? Theme.brass : "transparent"
        border.width: mark.current || mark.visualFocus ? 2 : 1
        border.color: mark.current || mark.visualFocus ? Theme.wine : Theme.brassDark
    }
    contentItem: Text {
        text: mark.number
        font.pixelSize: Theme.smallSize
        font.bold: mark.current
        color: mark.passed ? Theme.ink : Theme.inkSoft
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
