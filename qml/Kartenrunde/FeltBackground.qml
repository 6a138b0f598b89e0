import QtQuick
import QtQuick.Shapes

// Green baize, brightest where the lamp above the table shines.
Rectangle {
    id: root
    color: Theme.felt

    Shape {
        anchors.fill: parent
        ShapePath {
            strokeWidth: -1
            fillGradient: RadialGradient {
                centerX: root.width / 2
                centerY: root.height * 0.38
                centerRadius: Math.max(root.width, root.height) * 0.75
                focalX: centerX
                focalY: centerY
                GradientStop { position: 0.0; color: Theme.feltLight }
                GradientStop { position: 0.55; color: Theme.felt }
                GradientStop { position: 1.0; color: Theme.feltDark }
            }
            startX: 0; startY: 0
            PathLine { x: root.width; y: 0 }
            PathLine { x: root.width; y: root.height }
            PathLine { x: 0; y: root.height }
            PathLine { x: 0; y: 0 }
        }
    }
}
