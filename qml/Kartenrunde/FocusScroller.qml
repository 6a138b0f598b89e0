import QtQuick

// Scrolls a Flickable so that the item with keyboard focus shows: Tab
// through a long page and the page follows.
Item {
    id: root

    required property Flickable flickable
    readonly property Item focusItem: Window.activeFocusItem
    // Room kept above and below the focused item (its focus ring included).
    property real margin: 24

    onFocusItemChanged: {
        const item = focusItem
        if (!item || !flickable || item === flickable)
            return
        // Only items on the Flickable's content.
        let up = item.parent
        while (up && up !== flickable.contentItem)
            up = up.parent
        if (!up)
            return
        const top = item.mapToItem(flickable.contentItem, 0, 0).y - margin
        const bottom = top + item.height + 2 * margin
        const maxY = Math.max(0, flickable.contentHeight - flickable.height)
        if (top < flickable.contentY)
            flickable.contentY = Math.max(0, top)
        else if (bottom > flickable.contentY + flickable.height)
            flickable.contentY = Math.min(maxY, bottom - flickable.height)
    }
}
